import { Mail, Phone } from "lucide-react";
import { PhoneLink } from "~/components/ui/phone-link";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";

export interface SiteContact {
  name: string;
  href: string;
  phone: string;
  email: string;
}

/** Every location's phone and email, in the order of content/sites.ts, the office first. */
export function SiteContacts({ sites }: { sites: SiteContact[] }) {
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {sites.map((site) => (
        <li key={site.href} className="rounded-2xl border border-line p-4">
          <h3 className="text-lg">
            <a href={localePath(site.href)}>{site.name}</a>
          </h3>
          <p className="mt-1 flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-brand" aria-hidden="true" />
            <span className="sr-only">{t(m.organisation_phone_label)} </span>
            <PhoneLink phone={site.phone} className="inline-flex min-h-6 items-center" />
          </p>
          <p className="flex items-center gap-2">
            <Mail className="size-4 shrink-0 text-brand" aria-hidden="true" />
            <a href={`mailto:${site.email}`} className="inline-flex min-h-6 items-center break-all">
              <span className="sr-only">{t(m.organisation_email_label)} </span>
              {site.email}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
