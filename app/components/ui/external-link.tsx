import { ExternalLink as ExternalIcon } from "lucide-react";
import type { AnchorHTMLAttributes } from "react";
import { useLocale, useTranslate } from "~/lib/i18n/locale-context";
import { m } from "~/paraglide/messages";

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Hides the small "opens in a new tab" icon, e.g. inside buttons that show their own. */
  plain?: boolean;
  /**
   * The page at the other end is in English only (the account site, forms, PDFs), so a Spanish
   * page says so beside the link: "Iniciar sesión (en inglés)".
   */
  english?: boolean;
}

/** A link that leaves the site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ href, children, plain, english, ...rest }: ExternalLinkProps) {
  const t = useTranslate();
  const locale = useLocale();
  const onlyInEnglish = english && locale !== "en";
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      hrefLang={onlyInEnglish ? "en" : undefined}
      {...rest}
    >
      {children}
      {onlyInEnglish && <span className="font-normal">{` (${t(m.site_in_english)})`}</span>}
      {!plain && <ExternalIcon className="ml-1 inline size-4 align-[-2px]" aria-hidden="true" />}
      <span className="sr-only">{` ${t(m.site_opens_in_new_tab)}`}</span>
    </a>
  );
}
