import type { ReactNode } from "react";
import { useTranslate } from "~/lib/i18n/locale-context";
import { m } from "~/paraglide/messages";
import { Footer } from "./footer";
import { Header } from "./header";
import { SiteNotice } from "./site-notice";
import type { LayoutData } from "./layout-data.server";

interface SiteLayoutProps {
  layout: LayoutData;
  pathname: string;
  children: ReactNode;
}

export function SiteLayout({ layout, pathname, children }: SiteLayoutProps) {
  const t = useTranslate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t(m.site_skip_link)}
      </a>
      {layout.notice && <SiteNotice notice={layout.notice} />}
      <Header layout={layout} pathname={pathname} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer layout={layout} />
    </div>
  );
}
