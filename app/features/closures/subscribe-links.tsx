import { CalendarPlus } from "lucide-react";
import { useId } from "react";
import { DisclosureSection } from "~/components/ui/disclosure-section";
import { ExternalLink } from "~/components/ui/external-link";
import { FilledText } from "~/components/ui/filled-text";
import { InlineScript } from "~/lib/inline-script";
import { useTranslate } from "~/lib/locale-context";
import type { Locale } from "~i18n/locale";
import { m } from "~i18n/paraglide/messages";
import { subscribeLinks } from "./feed-paths";

/** A calendar families can subscribe to: the events, or the closures of every site or one. */
export interface SubscribeData {
  /** What the calendar is called: "STAR closures", "STAR events". */
  name: string;
  /** Its https address, an .ics file. */
  address: string;
  /** A Google calendar's id, which Google Calendar adds as one of its own. */
  googleId?: string;
  /** What subscribing does, from content. */
  help: string;
  /** One line for each kind of phone or app, from content; {link} is where its link goes. */
  ways: { apple: string; google: string; outlook: string };
  /** The same calendar in the other language, where there is one. */
  other?: { locale: Locale; name: string; address: string };
}

const inlineLink = "font-bold";

/**
 * The one way to subscribe to a calendar, the events' or the closures': the webcal: link that
 * calendar apps open, Google Calendar's, and the address to copy, with a line for each kind of
 * phone or app. A native disclosure of links that works without script; the address stays
 * visible and selectable, and its Copy button shows only where the copyAddress script runs.
 */
export function SubscribeLinks({
  calendar,
  headingLevel = "h2",
  defaultOpen = false,
}: {
  calendar: SubscribeData;
  headingLevel?: "h2" | "h3";
  defaultOpen?: boolean;
}) {
  const t = useTranslate();
  const id = useId();
  const links = subscribeLinks(calendar.address, calendar.googleId);
  const { other, ways } = calendar;
  return (
    <DisclosureSection
      headingLevel={headingLevel}
      defaultOpen={defaultOpen}
      title={
        <span className="flex items-center gap-2">
          <CalendarPlus className="size-6 shrink-0" aria-hidden="true" />
          {t(m.calendar_subscribe_to, { name: calendar.name })}
        </span>
      }
    >
      <p className="mt-2">{calendar.help}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        <li>
          <FilledText
            text={ways.apple}
            values={{
              link: (
                <a href={links.webcal} className={inlineLink}>
                  {t(m.calendar_subscribe_apple)}
                </a>
              ),
            }}
          />
        </li>
        <li>
          <FilledText
            text={ways.google}
            values={{
              link: (
                <ExternalLink href={links.google} className={inlineLink}>
                  {t(m.calendar_subscribe_google)}
                </ExternalLink>
              ),
            }}
          />
        </li>
        <li>{ways.outlook}</li>
      </ul>
      <div className="mt-4">
        <label htmlFor={id} className="block font-bold">
          {t(m.calendar_address)}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={id}
            type="url"
            readOnly
            value={links.address}
            className="min-h-11 min-w-0 flex-1 basis-60 rounded-lg border border-line bg-mist px-3 font-mono text-sm"
          />
          <button
            type="button"
            data-copy=""
            hidden
            suppressHydrationWarning
            className="inline-flex min-h-11 items-center rounded-full border-2 border-brand bg-white px-4 font-bold text-brand hover:bg-brand-soft hover:text-brand-strong"
          >
            {t(m.calendar_copy)}
          </button>
        </div>
        <p
          role="status"
          data-copied={t(m.calendar_copied)}
          data-failed={t(m.calendar_copy_failed)}
          className="mt-1 text-sm"
        />
      </div>
      <InlineScript name="copyAddress" />
      {other && (
        <p className="mt-3">
          {t(m.calendar_other_language)}{" "}
          <a
            href={subscribeLinks(other.address).webcal}
            lang={other.locale}
            hrefLang={other.locale}
            className="inline-flex min-h-11 items-center font-bold"
          >
            {other.name}
          </a>
        </p>
      )}
    </DisclosureSection>
  );
}
