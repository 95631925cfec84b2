import { href } from "react-router";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { DesktopNav } from "./desktop-nav";
import { LanguageLink } from "./language-link";
import type { LayoutData } from "./layout-data.server";
import { Logo } from "./logo";
import { MenuButton, MenuDrawer } from "./mobile-nav";
import { languageLinkClass } from "./nav-styles";
import { SearchLink } from "./site-search-entry";

interface HeaderProps {
  layout: LayoutData;
  pathname: string;
}

export function Header({ layout, pathname }: HeaderProps) {
  const { organisation, navigation } = layout;
  const t = useTranslate();
  const localePath = useLocalePath();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur print:static">
      <div className="mx-auto flex h-header max-w-page items-center justify-between gap-2 px-4 min-[25rem]:gap-4 lg:gap-2 lg:max-xl:px-2">
        {/* Named by its visible text, so a voice user can say what they see (WCAG 2.5.3). */}
        <a href={localePath(href("/"))} className="rounded-lg no-underline">
          <Logo
            name={organisation.name}
            tagline={organisation.tagline}
            inBar
            spokenAfter={`, ${t(m.layout_home_page)}`}
          />
        </a>
        <DesktopNav navigation={navigation} pathname={pathname} />
        <div className="flex items-center gap-1">
          <SearchLink pathname={pathname} />
          <LanguageLink pathname={pathname} className={languageLinkClass} />
          <MenuButton />
        </div>
      </div>
      <MenuDrawer navigation={navigation} pathname={pathname} />
    </header>
  );
}
