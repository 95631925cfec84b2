import { Component, type ChangeEvent } from "react";
import { clockOfTyped, clockValue, timeOfDay } from "../i18n/clock";
import { editorLanguage } from "./editor-language";

// A time field that takes a time as a person types it ("12:00 PM", "12 pm", "noon", "3:15 p. m.",
// "18:15") and saves it as content holds it ("12:00"). The browser's own time field, which
// Decap's date-and-time widget uses, took the space of "12:00 PM" for a press on its picker and
// stayed empty. Anything else typed is kept as typed, so the field's format refuses it at
// Publish and says how to write it (content/fields.ts, `time`).

type Props = {
  value?: unknown;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
};

/** A saved time as the field shows it, in the editor's language ("6:15 PM", "6:15 p. m."). */
function shown(value: unknown): string {
  if (typeof value !== "string") return "";
  return clockValue.test(value) ? timeOfDay(value, editorLanguage).replace(/\s/g, " ") : value;
}

/** What the form keeps of a typed time: the time as content holds it, or the words as typed. */
export function typedValue(typed: string): string {
  if (typed.trim() === "") return "";
  const clock = clockOfTyped(typed);
  return clock && clock !== "ambiguous" ? clock : typed;
}

export class TypedTime extends Component<Props, { text: string }> {
  state = { text: shown(this.props.value) };

  /** The value this field last gave the form, to tell it from one set from elsewhere. */
  private given: unknown = this.props.value;

  componentDidUpdate(previous: Props) {
    const { value } = this.props;
    if (value !== previous.value && value !== this.given) {
      this.given = value;
      this.setState({ text: shown(value) });
    }
  }

  handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    this.given = typedValue(text);
    this.setState({ text });
    this.props.onChange(this.given as string);
  };

  /** Once left, a time that was read shows as the editor writes it: "12 pm" becomes "12:00 PM". */
  handleBlur = () => {
    this.props.setInactiveStyle();
    const { value } = this.props;
    if (typeof value === "string" && clockValue.test(value)) this.setState({ text: shown(value) });
  };

  render() {
    const { forID, classNameWrapper, setActiveStyle } = this.props;
    return (
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={this.state.text}
        autoComplete="off"
        spellCheck={false}
        onChange={this.handleChange}
        onFocus={setActiveStyle}
        onBlur={this.handleBlur}
      />
    );
  }
}

/** A time as Decap's list of fields shows it, where a page has no preview of its own. */
export const TimePreview = ({ value }: { value?: unknown }) => <span>{shown(value)}</span>;
