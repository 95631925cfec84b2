import { CircleAlert, CircleCheck, CircleX, Hourglass, Phone } from "lucide-react";
import type { PlaceStatus } from "~content/places";
import { telHref } from "~content/site-format";
import { FilledText } from "~/components/ui/filled-text";
import { PhoneLink } from "~/components/ui/phone-link";
import type { PlaceView } from "./closure-views.server";
import type { Day } from "./days";
import { Dated } from "./dated";

/** Each status in words first; its icon and colour only repeat them (WCAG 1.4.1). */
const looks: Record<PlaceStatus, { Icon: typeof CircleCheck; badge: string; icon: string }> = {
  available: { Icon: CircleCheck, badge: "border-subsidy bg-subsidy-soft", icon: "text-subsidy" },
  few: { Icon: CircleAlert, badge: "border-summer bg-summer-soft", icon: "text-summer" },
  waitlist: { Icon: Hourglass, badge: "border-brand bg-brand-soft", icon: "text-brand" },
  full: { Icon: CircleX, badge: "border-danger bg-white", icon: "text-danger" },
};

/**
 * A program's places at a site: its status as a badge, the day it was checked and what it means
 * for a family, with the next step, while it is current; after that, the day it was checked and
 * the site's phone to call instead.
 */
export function PlaceLine({
  place,
  phone,
  today,
  label,
  withCall = false,
}: {
  place: PlaceView;
  phone: string;
  today: Day;
  /** Said before the status to a screen reader: "Places:", or the program's name. */
  label: string;
  /**
   * A button that calls the site, for a status in which registering does not get a child in
   * (a waitlist, or full): on the site's page it comes before the Register button.
   */
  withCall?: boolean;
}) {
  const { Icon, badge, icon } = looks[place.status];
  const phoneLink = <PhoneLink phone={phone} />;
  return (
    <>
      {place.current && (
        <Dated as="div" window={place.current} today={today} data-status={place.status}>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="sr-only">{label}: </span>
            <span
              className={`inline-flex items-center gap-1 rounded-full border px-2.5 text-sm font-bold text-ink ${badge}`}
            >
              <Icon className={`size-4 shrink-0 ${icon}`} aria-hidden="true" />
              {place.label}
            </span>
            <span className="text-sm text-ink-soft">{place.checked}</span>
          </p>
          <p className="mt-1 text-sm" data-meaning="">
            <FilledText text={place.meaning} values={{ phone: phoneLink }} />
          </p>
          {withCall && place.call && (
            <p className="mt-3">
              <a
                href={telHref(phone)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-5 py-2 font-bold text-white no-underline transition-colors hover:bg-brand-strong hover:text-white"
              >
                <Phone className="size-5 shrink-0" aria-hidden="true" />
                {place.call}
              </a>
            </p>
          )}
        </Dated>
      )}
      {place.old && (
        <Dated as="p" window={place.old} today={today} data-status="stale" className="text-sm">
          <span className="sr-only">{label}: </span>
          <FilledText text={place.stale} values={{ date: place.date, phone: phoneLink }} />
        </Dated>
      )}
    </>
  );
}
