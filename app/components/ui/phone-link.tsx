import { telHref } from "~content/site-format";

/**
 * A phone number a phone can dial with one tap, shown as content writes it, "(916) 555-0100",
 * and never broken over two lines. Every phone number on the site is drawn by this link.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={`whitespace-nowrap ${className ?? ""}`.trim()}>
      {phone}
    </a>
  );
}
