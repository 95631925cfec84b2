import CMS from "decap-cms-app";
import { problems, type FieldSettings } from "./field-problems";

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

/** Gives every built-in widget that a field with checks can use the checks of its field. */
export function registerChecks() {
  for (const name of ["object", "list", "string", "text", "datetime", "number", "select"]) {
    const widget = CMS.getWidget(name) as unknown as
      { control: Control; preview: unknown; [option: string]: unknown } | undefined;
    // Only a class can be extended; Decap's own controls all are.
    if (!widget?.control?.prototype?.render) continue;
    const { control, preview, ...options } = widget;
    CMS.registerWidget({
      ...options,
      name,
      controlComponent: withChecks(control),
      previewComponent: preview,
    } as unknown as Parameters<typeof CMS.registerWidget>[0]);
  }
}
