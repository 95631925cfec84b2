import { localize } from "../../content/localize";
import {
  footerColumns,
  isNavGroup,
  mainNavigation,
  type NavEntry,
  type NavLink,
} from "../../content/navigation";

/**
 * The menus as a page in one language shows them (content/navigation.yaml, which staff edit),
 * found by where an entry leads, so that a test names no label of its own.
 */
export function menuIn(locale: "en" | "es") {
  const entries = localize(mainNavigation, locale) as NavEntry[];
  const groups = entries.filter(isNavGroup);
  const links: NavLink[] = entries.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry]));
  const find = <T>(found: T | undefined, what: string): T => {
    if (!found) throw new Error(`content/navigation.yaml has no ${what}`);
    return found;
  };
  return {
    /** The entry leading to `href`, in a group or on the bar. */
    link: (href: string) =>
      find(
        links.find((link) => link.href === href),
        `entry for ${href}`,
      ),
    /** The dropdown that holds the entry leading to `href`. */
    groupOf: (href: string) =>
      find(
        groups.find((group) => group.items.some((item) => item.href === href)),
        `group holding ${href}`,
      ),
    /** The footer's links, both columns. */
    footerLinks: localize(footerColumns.flat(), locale) as NavLink[],
  };
}
