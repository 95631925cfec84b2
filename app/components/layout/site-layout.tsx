import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import type { LayoutData } from "./layout-data.server";

interface SiteLayoutProps {
  layout: LayoutData;
  pathname: string;
  children: ReactNode;
}

export function SiteLayout({ layout, pathname, children }: SiteLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header layout={layout} pathname={pathname} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer layout={layout} />
    </div>
  );
}
