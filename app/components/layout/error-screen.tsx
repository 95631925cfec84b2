import { href } from "react-router";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { ButtonLink } from "../ui/button-link";

interface ErrorScreenProps {
  status?: number;
  message: string;
}

/**
 * What a page shows when it fails to render. A missing address never gets here: the catch-all
 * route (routes/not-found.tsx) answers it.
 */
export function ErrorScreen({ status, message }: ErrorScreenProps) {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-page px-4 py-16">
      <h1 className="text-3xl">{t(m.layout_error_heading)}</h1>
      <p className="mt-4 text-lg">{status ? `${status}` : null}</p>
      <pre className="mt-2 overflow-x-auto rounded-lg bg-mist p-4 whitespace-pre-wrap">
        {message}
      </pre>
      <p className="mt-6">
        <ButtonLink to={href("/")}>{t(m.layout_error_home)}</ButtonLink>
      </p>
    </div>
  );
}
