import { Fragment, type ReactNode } from "react";
import { withContractions } from "~/lib/i18n/contractions";
import { useLocale, type Message } from "~/lib/i18n/locale-context";

// A character no message uses, to mark where an element goes in the translated sentence.
const mark = "\uE000";

/**
 * A message with links or bold words inside it, said as one sentence so each language can put
 * them where its grammar wants: `<RichMessage message={m.organisation_call_us}
 * values={{ phone: <PhoneLink phone={phone} />, hours }} />`. Texts and numbers fill their
 * {inputs} as usual; elements take the place of theirs.
 */
export function RichMessage<Inputs>({
  message,
  values,
}: {
  message: Message<Inputs>;
  values: { [Key in keyof Inputs]: ReactNode };
}) {
  const locale = useLocale();
  const inputs = Object.fromEntries(
    Object.entries(values as Record<string, ReactNode>).map(([name, value]) => [
      name,
      typeof value === "string" || typeof value === "number" ? value : `${mark}${name}${mark}`,
    ]),
  ) as Inputs;
  // Marked names sit at odd places once the sentence is split at the marks.
  return withContractions(message(inputs, { locale }), locale)
    .split(mark)
    .map((part, index) =>
      index % 2 === 0 ? (
        part
      ) : (
        <Fragment key={index}>{(values as Record<string, ReactNode>)[part]}</Fragment>
      ),
    );
}
