import type { ReactNode } from "react";
import { useLocalePath } from "~/lib/locale-context";
import { ExternalLink } from "./external-link";

const variants = {
  primary: "bg-brand text-white hover:bg-brand-strong hover:text-white",
  secondary:
    "border-2 border-brand bg-white text-brand hover:bg-brand-soft hover:text-brand-strong",
} as const;

interface ButtonLinkProps {
  /** A page of this site in English ("/contact"; the Spanish page links "/es/contact"), or an address elsewhere. */
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  external?: boolean;
  /** An external page in English only; see ExternalLink. */
  english?: boolean;
  /** What an external file is ("PDF"); see ExternalLink. */
  format?: string;
  className?: string;
}

/** A link styled as a button, 44 px tall so it is easy to tap. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  external,
  english,
  format,
  className = "",
}: ButtonLinkProps) {
  const localePath = useLocalePath();
  const classes = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 font-bold no-underline transition-colors ${variants[variant]} ${className}`;
  return external ? (
    <ExternalLink href={to} className={classes} english={english} format={format}>
      {children}
    </ExternalLink>
  ) : (
    <a href={localePath(to)} className={classes}>
      {children}
    </a>
  );
}
