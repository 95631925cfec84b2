import { useEffect, type ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import { useHashFocus } from "./use-hash-focus";
import { markHydrated } from "./widget-code";

export function SiteLayout({ children }: { children: ReactNode }) {
  useHashFocus();
  // Runs after the effects below it, which start loading the widgets' code.
  useEffect(markHydrated, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
