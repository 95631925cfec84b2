import { ExternalLink as ExternalIcon } from "lucide-react";
import type { AnchorHTMLAttributes } from "react";

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Hides the small "opens in a new tab" icon, e.g. inside buttons that show their own. */
  plain?: boolean;
}

/** A link that leaves the site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ href, children, plain, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {!plain && <ExternalIcon className="ml-1 inline size-4 align-[-2px]" aria-hidden="true" />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
