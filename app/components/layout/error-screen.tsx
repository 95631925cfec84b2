import { useTranslate } from "~/lib/i18n/locale-context";
import { m } from "~/paraglide/messages";
import { ButtonLink } from "../ui/button-link";

interface ErrorScreenProps {
  status?: number;
  message: string;
}

/** The router's plain variant, for a failure that is not a missing page. */
export function ErrorScreen({ status, message }: ErrorScreenProps) {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-page px-4 py-16">
      <h1 className="text-3xl">{t(m.site_error_heading)}</h1>
      <p className="mt-4 text-lg">{status ? `${status}` : null}</p>
      <pre className="mt-2 overflow-x-auto rounded-lg bg-mist p-4 whitespace-pre-wrap">
        {message}
      </pre>
      <p className="mt-6">
        <ButtonLink to="/">{t(m.site_error_home)}</ButtonLink>
      </p>
    </div>
  );
}

export function NotFoundScreen() {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-page px-4 py-16 text-center">
      <p className="text-xl font-extrabold tracking-widest text-ink-soft">
        {t(m.site_not_found_eyebrow)}
      </p>
      <h1 className="mt-2 text-5xl">{t(m.site_not_found_heading)}</h1>
      <p className="mt-4 text-xl">{t(m.site_not_found_lead)}</p>
      <p className="mx-auto mt-4 max-w-prose text-ink-soft">{t(m.site_not_found_help)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{t(m.site_not_found_home)}</ButtonLink>
        <ButtonLink to="/locations" variant="secondary">
          {t(m.site_not_found_find_site)}
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          {t(m.site_not_found_contact)}
        </ButtonLink>
      </div>
    </div>
  );
}
