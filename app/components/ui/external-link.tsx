import { ExternalLink as ExternalIcon } from "lucide-react";
import type { AnchorHTMLAttributes } from "react";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Hides the small "opens in a new tab" icon, e.g. inside buttons that show their own. */
  plain?: boolean;
  /**
   * The page at the other end is in English only (the account site, forms, PDFs), so a Spanish
   * page says so beside the link: "Iniciar sesión (en inglés)".
   */
  english?: boolean;
  /**
   * What the linked file is ("PDF"), said after the link's words in the same parenthesis as
   * "en inglés": "(PDF)", "(PDF en inglés)".
   */
  format?: string;
}

/** A link that leaves the site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  plain,
  english,
  format,
  ...rest
}: ExternalLinkProps) {
  const t = useTranslate();
  const locale = useLocale();
  const onlyInEnglish = english && locale !== "en";
  const note = [format, onlyInEnglish && t(m.layout_in_english)].filter(Boolean).join(" ");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      hrefLang={onlyInEnglish ? "en" : undefined}
      {...rest}
    >
      {children}
      {note && <span className="font-normal">{` (${note})`}</span>}
      {!plain && <ExternalIcon className="ml-1 inline size-4 align-[-2px]" aria-hidden="true" />}
      <span className="sr-only">{` ${t(m.layout_opens_in_new_tab)}`}</span>
    </a>
  );
}
