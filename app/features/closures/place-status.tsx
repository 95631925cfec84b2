import { CircleAlert, CircleCheck, CircleX, Hourglass } from "lucide-react";
import type { PlaceStatus } from "~content/places";
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
 * A program's places at a site: its status as a badge and the day it was checked while it is
 * current; after that, the day it was checked and the site's phone to call instead.
 */
export function PlaceLine({
  place,
  phone,
  today,
  label,
}: {
  place: PlaceView;
  phone: string;
  today: Day;
  /** Said before the status to a screen reader: "Places:", or the program's name. */
  label: string;
}) {
  const { Icon, badge, icon } = looks[place.status];
  return (
    <>
      <Dated
        as="p"
        window={place.current}
        today={today}
        data-status={place.status}
        className="flex flex-wrap items-center gap-x-2 gap-y-1"
      >
        <span className="sr-only">{label}: </span>
        <span
          className={`inline-flex items-center gap-1 rounded-full border px-2.5 text-sm font-bold text-ink ${badge}`}
        >
          <Icon className={`size-4 shrink-0 ${icon}`} aria-hidden="true" />
          {place.label}
        </span>
        <span className="text-sm text-ink-soft">{place.checked}</span>
      </Dated>
      <Dated as="p" window={place.old} today={today} data-status="stale" className="text-sm">
        <span className="sr-only">{label}: </span>
        <FilledText
          text={place.stale}
          values={{ date: place.date, phone: <PhoneLink phone={phone} /> }}
        />
      </Dated>
    </>
  );
}
