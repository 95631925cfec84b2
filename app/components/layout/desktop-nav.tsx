import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { isNavGroup, mainNavigation } from "~content/navigation";
import type { OpenedBy } from "./desktop-nav-menu";
import { NavItemLink } from "./nav-link";
import { topItemClass } from "./nav-styles";
import { useDeferredModule } from "./use-deferred-module";

const loadMenus = () => import("./desktop-nav-menu");

/**
 * The horizontal menu for wide screens; the drawer takes over below the lg breakpoint. The
 * dropdowns' code arrives after hydration; until then each trigger is a look-alike button that
 * remembers a click or focus and hands it to the real menu.
 */
export function DesktopNav() {
  const menus = useDeferredModule(loadMenus);
  const [chosen, setChosen] = useState<{ label: string; by: OpenedBy }>();
  const [focused, setFocused] = useState<string>();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNavigation.map((entry) => (
          <li key={entry.label}>
            {!isNavGroup(entry) ? (
              <NavItemLink item={entry} className={topItemClass} />
            ) : menus ? (
              <menus.NavDropdown
                group={entry}
                openedBy={chosen?.label === entry.label ? chosen.by : undefined}
                takeFocus={focused === entry.label}
              />
            ) : (
              <button
                type="button"
                aria-haspopup="menu"
                aria-expanded="false"
                data-state="closed"
                className={`${topItemClass} group`}
                // A click with no pointer behind it (detail 0) came from Enter or Space.
                onClick={(event) =>
                  setChosen({ label: entry.label, by: event.detail === 0 ? "keyboard" : "pointer" })
                }
                onFocus={() => setFocused(entry.label)}
                onBlur={() => setFocused(undefined)}
              >
                {entry.label}
                <ChevronDown className="size-4" aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
