import type { LayoutData } from "./layout-data.server";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MenuButton, MenuDrawer } from "./mobile-nav";

interface HeaderProps {
  layout: LayoutData;
  pathname: string;
}

export function Header({ layout, pathname }: HeaderProps) {
  const { organisation, navigation } = layout;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur print:static">
      <div className="mx-auto flex h-header max-w-page items-center justify-between gap-4 px-4">
        {/* Named by its visible text, so a voice user can say what they see (WCAG 2.5.3). */}
        <a href="/" className="rounded-lg no-underline">
          <Logo name={organisation.name} tagline={organisation.tagline} />
          <span className="sr-only">, home page</span>
        </a>
        <DesktopNav navigation={navigation} pathname={pathname} />
        <MenuButton />
      </div>
      <MenuDrawer navigation={navigation} pathname={pathname} />
    </header>
  );
}
