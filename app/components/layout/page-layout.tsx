import type { ReactNode } from "react";
import { ClosureBanner } from "~/features/closures/closure-banner";
import type { ClosureBannerData } from "~/features/closures/closure-views.server";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { Footer } from "./footer";
import { Header } from "./header";
import { NoticeBanner } from "./notice-banner";
import type { LayoutData } from "./layout-data.server";

interface PageLayoutProps {
  layout: LayoutData;
  pathname: string;
  /** Closures in effect, which the home and site pages show above the notice. */
  closures?: ClosureBannerData | null;
  children: ReactNode;
}

export function PageLayout({ layout, pathname, closures, children }: PageLayoutProps) {
  const t = useTranslate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t(m.layout_skip_link)}
      </a>
      {closures && <ClosureBanner banner={closures} />}
      {layout.notice && <NoticeBanner notice={layout.notice} />}
      <Header layout={layout} pathname={pathname} />
      {/* What the site search indexes of a page: its main content, never the header and footer. */}
      <main
        id="main-content"
        tabIndex={-1}
        data-pagefind-body=""
        className="flex-1 focus:outline-none"
      >
        {children}
      </main>
      <Footer layout={layout} />
    </div>
  );
}
