import { Link } from "react-router";
import { organisation } from "~content/organisation";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur print:static">
      <div className="mx-auto flex h-header max-w-page items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="rounded-lg no-underline"
          aria-label={`${organisation.fullName}, home`}
        >
          <Logo />
        </Link>
        <DesktopNav />
        <MobileNav />
      </div>
    </header>
  );
}
