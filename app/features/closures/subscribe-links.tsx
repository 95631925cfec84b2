import { CalendarPlus } from "lucide-react";
import { useId } from "react";
import { DisclosureSection } from "~/components/ui/disclosure-section";
import { ExternalLink } from "~/components/ui/external-link";
import { useTranslate } from "~/lib/locale-context";
import type { Locale } from "~i18n/locale";
import { m } from "~i18n/paraglide/messages";
import { subscribeLinks } from "./feed-paths";

/** A calendar of closures to subscribe to, in the page's language and in the other one. */
export interface SubscribeData {
  /** What calendar apps call it: "STAR closures". */
  name: string;
  /** Its https address. */
  address: string;
  /** What subscribing does, from content. */
  help: string;
  other: { locale: Locale; name: string; address: string };
}

const linkClass = "inline-flex min-h-11 items-center font-bold";

/**
 * Subscribe: the calendar app's own link (webcal:), Google Calendar, Outlook, and the address to
 * copy into any other app; then the same calendar in the other language. Plain links in a
 * native disclosure, so it works without script.
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
  const links = subscribeLinks(calendar.address, calendar.name);
  const other = subscribeLinks(calendar.other.address, calendar.other.name);
  return (
    <DisclosureSection
      headingLevel={headingLevel}
      defaultOpen={defaultOpen}
      title={
        <span className="flex items-center gap-2">
          <CalendarPlus className="size-6 shrink-0" aria-hidden="true" />
          {t(m.closures_subscribe)}: {calendar.name}
        </span>
      }
    >
      <p className="mt-2">{calendar.help}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6">
        <li>
          <a href={links.webcal} className={linkClass}>
            {t(m.closures_subscribe_calendar_app)}
          </a>
        </li>
        <li>
          <ExternalLink href={links.google} className={linkClass}>
            {t(m.closures_subscribe_google)}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.outlook} className={linkClass}>
            {t(m.closures_subscribe_outlook)}
          </ExternalLink>
        </li>
      </ul>
      <label htmlFor={id} className="mt-3 block font-bold">
        {t(m.closures_feed_address)}
      </label>
      <input
        id={id}
        type="url"
        readOnly
        value={links.address}
        className="mt-1 min-h-11 w-full rounded-lg border border-line bg-mist px-3 font-mono text-sm"
      />
      <p className="mt-3">
        {t(m.closures_other_language)}{" "}
        <a
          href={other.webcal}
          lang={calendar.other.locale}
          hrefLang={calendar.other.locale}
          className={linkClass}
        >
          {calendar.other.name}
        </a>
      </p>
    </DisclosureSection>
  );
}
