import type { ReactNode } from "react";

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** The one H1 of a page, with an optional short introduction. */
export function PageHeader({ title, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <header className="border-b border-line bg-mist">
      <div className="mx-auto max-w-page px-4 py-8 sm:py-12">
        {eyebrow && <p className="mb-2 font-bold text-ink-soft">{eyebrow}</p>}
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-prose text-lg text-ink-soft">{lead}</p>}
        {children}
      </div>
    </header>
  );
}

/** Page body with the site's content width. */
export function PageBody({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  return <div className={`mx-auto max-w-page px-4 py-8 ${className}`}>{children}</div>;
}
