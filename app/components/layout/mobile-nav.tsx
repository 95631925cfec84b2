import { Menu, X } from "lucide-react";
import type { NavEntry } from "~content/navigation";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { ProgramIcon } from "../ui/program-icon";
import { isNavGroup } from "./nav-groups";
import { NavItemLink } from "./nav-link";
import { menuButtonClass } from "./nav-styles";
import { DrawerSearch } from "./site-search-entry";

const DRAWER_ID = "site-menu";

const drawerLinkClass =
  "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-bold text-ink no-underline hover:bg-brand-soft hover:text-brand-strong aria-[current=page]:bg-brand-soft";

/** The menu button for narrow screens: it shows and hides the drawer, a popover. */
export function MenuButton() {
  const t = useTranslate();
  return (
    <button type="button" popoverTarget={DRAWER_ID} className={menuButtonClass}>
      <Menu className="size-6" aria-hidden="true" />
      {t(m.layout_menu)}
    </button>
  );
}

/**
 * The side drawer for narrow screens, an HTML popover: Escape, a click beside it or its close
 * button hide it, and focus returns to the menu button. Where popovers are not supported it is
 * an ordinary block under the header bar, so its links still show. It scrolls, which makes it a
 * Tab stop of its own in Firefox; its links are the stops, so it stays out of the Tab order.
 */
export function MenuDrawer({ navigation, pathname }: { navigation: NavEntry[]; pathname: string }) {
  const t = useTranslate();
  return (
    <div
      id={DRAWER_ID}
      popover="auto"
      tabIndex={-1}
      className="nav-drawer flex-col overflow-y-auto bg-white p-4 shadow-2xl lg:hidden"
    >
      <div className="mb-2 flex items-center justify-between">
        <p className="text-xl font-extrabold text-brand-strong">{t(m.layout_menu)}</p>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-soft"
        >
          <X className="size-6" aria-hidden="true" />
          <span className="sr-only">{t(m.layout_close_menu)}</span>
        </button>
      </div>
      <DrawerSearch />
      <nav aria-label={t(m.layout_main_navigation)}>
        <ul className="flex flex-col gap-1">
          {navigation.map((entry) =>
            isNavGroup(entry) ? (
              <li key={entry.label} className="mt-3">
                <h2 className="px-3 pb-1 text-sm font-extrabold tracking-wide text-ink-soft uppercase">
                  {entry.label}
                </h2>
                <ul className="flex flex-col">
                  {entry.items.map((item) => (
                    <li key={item.href + item.label}>
                      <NavItemLink item={item} pathname={pathname} className={drawerLinkClass}>
                        {item.program && <ProgramIcon program={item.program} />}
                        <span className="flex flex-col">
                          <span>{item.label}</span>
                          {item.subtitle && (
                            <span className="text-sm font-normal text-ink-soft">
                              {item.subtitle}
                            </span>
                          )}
                        </span>
                      </NavItemLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.label}>
                <NavItemLink item={entry} pathname={pathname} className={drawerLinkClass} />
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
