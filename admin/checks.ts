import CMS from "decap-cms-app";
import { problems, type FieldSettings } from "./field-problems";
import { pacificNow } from "./pacific-now";

// The build's checks of fields against each other, in the editor: Decap checks each field alone
// (required, pattern), so every widget is given the checks its field carries and refuses the
// form before it saves, with the build's words, under the field (admin/field-problems.ts).

type ImmutableLike = { toJS(): unknown; get(key: string): unknown };
type ControlProps = {
  field: ImmutableLike;
  value: unknown;
  entry?: ImmutableLike;
  /** The field's own check (Decap's Widget), which asks isValid below. */
  validate?: () => void;
};
type Validity = boolean | { error: unknown } | Promise<unknown>;
type Control = {
  new (props: ControlProps): {
    props: ControlProps;
    isValid?: () => Validity;
    validate?: () => void;
  };
};

const plain = (value: unknown): unknown =>
  value && typeof (value as ImmutableLike).toJS === "function"
    ? (value as ImmutableLike).toJS()
    : value;

/** A widget's control that also refuses what its field's checks refuse. */
function withChecks(Base: Control): Control {
  return class Checked extends Base {
    constructor(props: ControlProps) {
      super(props);
      const own = this.isValid;
      this.isValid = () => {
        const inner = own ? own.call(this) : true;
        if (inner !== true) return inner;
        const { field, value, entry } = this.props;
        const found = problems(
          plain(field) as FieldSettings,
          plain(value),
          plain(entry?.get("data")),
        );
        return found.length ? { error: { type: "CUSTOM", message: found.join(" ") } } : true;
      };
      // A group or a list checks only the fields inside it when Decap asks (its own validate);
      // its own checks need the field's check as well.
      const inner = this.validate;
      if (inner) {
        this.validate = () => {
          inner.call(this);
          this.props.validate?.();
        };
      }
    }
  };
}

/**
 * A date or time field whose "Now" (and a new entry's "{{now}}") is the office's clock
 * (admin/pacific-now.ts): Decap's own "Now" is the computer's or UTC's.
 */
function onOfficeClock(Base: Control): Control {
  type DateTime = {
    getFormat(): { format: string; inputFormat: string };
    formatInputValue(value: string): string;
  };
  return class OnOfficeClock extends Base {
    constructor(props: ControlProps) {
      super(props);
      // Typing a year key by key hands over 0002, 0020, 0202 on the way to 2026. Decap reads
      // each through its date library, which makes 0002 into 1902, and the browser then starts
      // the year again (11/05/1906). Where the field stores what the browser gives (a day as
      // 2026-12-04, a time as 18:00), it is passed on as it is, so the year types through.
      const self = this as unknown as {
        handleChange?: (value: string) => void;
        props: ControlProps & { onChange(value: string): void };
      } & DateTime;
      const change = self.handleChange;
      if (change) {
        self.handleChange = (value: string) => {
          const { format, inputFormat } = self.getFormat();
          if (value !== "" && format === inputFormat && value.length === inputFormat.length) {
            self.props.onChange(value);
          } else {
            change(value);
          }
        };
      }
    }

    /** The stored value as the browser's field shows it: as it is, where the two agree. */
    formatInputValue(this: DateTime, value: string): string {
      const { format, inputFormat } = this.getFormat();
      if (format === inputFormat) return value;
      return (Base.prototype as unknown as DateTime).formatInputValue.call(this, value);
    }

    getNow(this: DateTime) {
      return pacificNow(this.getFormat().inputFormat);
    }
  };
}

/** Gives every built-in widget that a field with checks can use the checks of its field. */
export function registerChecks() {
  for (const name of ["object", "list", "string", "text", "datetime", "number", "select"]) {
    const widget = CMS.getWidget(name) as unknown as
      { control: Control; preview: unknown; [option: string]: unknown } | undefined;
    // Only a class can be extended; Decap's own controls all are.
    if (!widget?.control?.prototype?.render) continue;
    const { control, preview, ...options } = widget;
    const checked = withChecks(control);
    CMS.registerWidget({
      ...options,
      name,
      controlComponent: name === "datetime" ? onOfficeClock(checked) : checked,
      previewComponent: preview,
    } as unknown as Parameters<typeof CMS.registerWidget>[0]);
  }
}
