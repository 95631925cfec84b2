import { Clock, Mail, MapPin, Phone, Printer, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { SiteLocation } from "~content/sites";
import { formatHours } from "~content/site-format";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { PhoneLink } from "./phone-link";

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-2">
      <dt className="flex shrink-0 items-start pt-1 text-brand">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

const iconClass = "size-5";

/** Address, hours, phone, fax, e-mail and contact person of a location. */
export function ContactList({ site }: { site: SiteLocation }) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <dl className="divide-y divide-line">
      <Row
        icon={<MapPin className={iconClass} aria-hidden="true" />}
        label={t(m.layout_contact_address)}
      >
        <address className="not-italic">
          {site.address}
          <br />
          {site.city}, {site.state} {site.zip}
        </address>
      </Row>
      <Row
        icon={<Clock className={iconClass} aria-hidden="true" />}
        label={t(m.layout_contact_hours)}
      >
        {t(m.layout_weekday_hours, { hours: formatHours(site, locale) })}
      </Row>
      <Row
        icon={<Phone className={iconClass} aria-hidden="true" />}
        label={t(m.layout_contact_phone)}
      >
        <PhoneLink phone={site.phone} />
      </Row>
      {site.fax && (
        <Row
          icon={<Printer className={iconClass} aria-hidden="true" />}
          label={t(m.layout_contact_fax)}
        >
          {site.fax}
        </Row>
      )}
      <Row
        icon={<Mail className={iconClass} aria-hidden="true" />}
        label={t(m.layout_contact_email)}
      >
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </Row>
      <Row
        icon={<UserRound className={iconClass} aria-hidden="true" />}
        label={t(m.layout_contact_person)}
      >
        {site.admin}
      </Row>
    </dl>
  );
}
