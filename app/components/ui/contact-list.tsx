import { Clock, Mail, MapPin, Phone, Printer, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { SiteLocation } from "~content/schema";
import { formatHours, telHref } from "~content/site-format";

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
  return (
    <dl className="divide-y divide-line">
      <Row icon={<MapPin className={iconClass} aria-hidden="true" />} label="Address">
        <address className="not-italic">
          {site.address}
          <br />
          {site.city}, {site.state} {site.zip}
        </address>
      </Row>
      <Row icon={<Clock className={iconClass} aria-hidden="true" />} label="Hours">
        {formatHours(site)}, Monday to Friday
      </Row>
      <Row icon={<Phone className={iconClass} aria-hidden="true" />} label="Phone">
        <a href={telHref(site.phone)}>{site.phone}</a>
      </Row>
      {site.fax && (
        <Row icon={<Printer className={iconClass} aria-hidden="true" />} label="Fax">
          {site.fax}
        </Row>
      )}
      <Row icon={<Mail className={iconClass} aria-hidden="true" />} label="Email">
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </Row>
      <Row icon={<UserRound className={iconClass} aria-hidden="true" />} label="Contact">
        {site.admin}
      </Row>
    </dl>
  );
}
