import { ChevronDown } from "lucide-react";
import type { NavEntry, NavGroup } from "~content/navigation";
import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { ProgramIcon } from "../ui/program-icon";
import { isNavGroup, panelId } from "./nav-groups";
import { NavItemLink } from "./nav-link";
import { topItemClass } from "./nav-styles";

const panelLinkClass =
  "flex min-h-11 gap-3 rounded-lg px-3 py-2 text-ink no-underline hover:bg-brand-soft hover:text-brand-strong aria-[current=page]:bg-brand-soft";

/**
 * One dropdown: a button and its panel of links, an HTML popover (the W3C disclosure-navigation
 * pattern with no script). The browser opens it on click, Enter and Space, puts it next in the
 * Tab order, and closes it on Escape (focus back on the button) or a click outside.
 */
function NavDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const id = panelId(group);
  const localePath = useLocalePath();
  const holdsCurrent = group.items.some((item) => localePath(item.href) === pathname);
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        data-current={holdsCurrent ? "" : undefined}
        className={`${topItemClass} nav-toggle data-current:bg-brand-soft`}
      >
        {group.label}
        <ChevronDown className="nav-chevron size-4" aria-hidden="true" />
      </button>
      <div
        id={id}
        popover="auto"
        className="nav-panel w-80 rounded-2xl border border-line bg-white p-2 shadow-xl"
      >
        <ul>
          {group.items.map((item) => (
            <li key={item.href + item.label}>
              <NavItemLink item={item} pathname={pathname} className={panelLinkClass}>
                {item.program && (
                  <ProgramIcon program={item.program} className="mt-0.5 size-5 shrink-0" />
                )}
                <span className="flex flex-col">
                  <span className="font-bold">{item.label}</span>
                  {item.subtitle && <span className="text-sm text-ink-soft">{item.subtitle}</span>}
                </span>
              </NavItemLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The horizontal menu for wide screens; the drawer takes over below the lg breakpoint. */
export function DesktopNav({ navigation, pathname }: { navigation: NavEntry[]; pathname: string }) {
  const t = useTranslate();
  return (
    <nav aria-label={t(m.layout_main_navigation)} className="hidden lg:block">
      <ul className="flex items-center">
        {navigation.map((entry) => (
          <li key={entry.label}>
            {isNavGroup(entry) ? (
              <NavDropdown group={entry} pathname={pathname} />
            ) : (
              <NavItemLink item={entry} pathname={pathname} className={topItemClass} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
