import { DropdownMenu } from "radix-ui";
import { CalendarPlus, ChevronDown } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { subscribeLinks } from "./subscribe-links";

const itemClass =
  "flex min-h-11 flex-col justify-center rounded-lg px-3 py-2 text-ink no-underline outline-none hover:bg-brand-soft data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-strong";

/** Ways to follow the calendar in your own calendar app. */
export function SubscribeMenu({
  calendarId,
  className,
}: {
  calendarId: string;
  className: string;
}) {
  const links = subscribeLinks(calendarId);
  const t = useTranslate();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${className} group`}>
        <CalendarPlus className="size-5" aria-hidden="true" />
        {t(m.calendar_subscribe)}
        <ChevronDown
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={16}
          className="z-40 w-72 rounded-2xl border border-line bg-white p-2 shadow-xl"
        >
          <DropdownMenu.Item asChild>
            <ExternalLink href={links.google} className={itemClass}>
              <span className="font-bold">{t(m.calendar_add_to_google)}</span>
            </ExternalLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <ExternalLink href={links.ical} className={itemClass}>
              <span className="font-bold">{t(m.calendar_ical)}</span>
              <span className="text-sm text-ink-soft">{t(m.calendar_ical_help)}</span>
            </ExternalLink>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
