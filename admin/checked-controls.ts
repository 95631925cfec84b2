import { createElement, type ReactNode } from "react";
import { editorWords, type EditorWords } from "./editor-words";
import { problems, type FieldSettings } from "./field-problems";
import { editorLanguage } from "./editor-language";
import { currentFacts } from "./facts-store";
import { pacificNow } from "./pacific-now";

// The build's checks of fields against each other, in the editor: Decap checks each field alone
// (required, pattern), so every widget is given the checks its field carries and refuses the
// form before it saves, with the build's words, under the field (admin/field-problems.ts).
//
// A check reads the other fields from the entry as it is when Decap asks (`getEntry`), never
// from the `entry` a widget was last drawn with: Decap draws a widget again only when its own
// value changes, so a field left alone after its neighbour changed would be checked against the
// neighbour's old value (a time refused for a closure no longer closed all day).

type ImmutableLike = { toJS(): unknown; get(key: string): unknown };
type ControlProps = {
  field: ImmutableLike;
  value: unknown;
  /** The entry as it was when the widget was last drawn: stale, never read here. */
  entry?: ImmutableLike;
  /** The entry as it is now, in Decap's store. */
  getEntry?: () => ImmutableLike | undefined;
  /** The field's own check (Decap's Widget), which asks isValid below. */
  validate?: () => void;
};
type Validity = boolean | { error: unknown } | Promise<unknown>;
export type Control = {
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

/**
 * A widget's control that also refuses what its field's checks refuse, saying so in the
 * editor's `words`.
 */
export function withChecks(Base: Control, words: EditorWords = editorWords.en): Control {
  return class Checked extends Base {
    constructor(props: ControlProps) {
      super(props);
      const own = this.isValid;
      this.isValid = () => {
        const inner = own ? own.call(this) : true;
        // Decap's controls say "valid" as true or as { error: false } (a select's).
        const valid =
          inner === true || (typeof inner === "object" && "error" in inner && !inner.error);
        if (!valid) return inner;
        const { field, value, getEntry } = this.props;
        const entry = getEntry?.();
        const { closures } = currentFacts();
        const found = problems(
          plain(field) as FieldSettings,
          plain(value),
          plain(entry?.get("data")),
          words,
          // A closure is refused where it repeats one posted (content/closure-repeats.ts).
          {
            posted: closures.posted[editorLanguage],
            sites: closures.sites,
            self: (plain(entry?.get("slug")) as string | undefined) || undefined,
          },
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
export function onOfficeClock(Base: Control): Control {
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

/**
 * A group whose fields are always open (a text's English and Spanish, a site's hours) without
 * Decap's grey bar over them, which held only a chevron to fold what never needs folding; a
 * group folded at first (the Galaxy page's browser tab and search results) keeps it, with its
 * name. The bar is the first child of the group's own element (editor.css).
 */
export function withoutEmptyBar(Base: Control): Control {
  return class Unbarred extends Base {
    render(): ReactNode {
      const own = (Base.prototype as unknown as { render(): ReactNode }).render.call(this);
      // An item of a list has no bar of its own (the list's is above it).
      if ((this.props as { forList?: boolean }).forList) return own;
      const folds = plain(this.props.field) as { collapsed?: boolean };
      return createElement("div", { "data-group": folds.collapsed ? "folds" : "open" }, own);
    }
  };
}
