import type { ReactNode } from "react";
import { ExternalLink } from "./external-link";

const variants = {
  primary: "bg-brand text-white hover:bg-brand-strong hover:text-white",
  secondary:
    "border-2 border-brand bg-white text-brand hover:bg-brand-soft hover:text-brand-strong",
} as const;

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  external?: boolean;
  className?: string;
}

/** A link styled as a button, 44 px tall so it is easy to tap. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  external,
  className = "",
}: ButtonLinkProps) {
  const classes = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 font-bold no-underline transition-colors ${variants[variant]} ${className}`;
  return external ? (
    <ExternalLink href={to} className={classes}>
      {children}
    </ExternalLink>
  ) : (
    <a href={to} className={classes}>
      {children}
    </a>
  );
}
