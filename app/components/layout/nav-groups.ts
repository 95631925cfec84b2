import type { NavEntry, NavGroup } from "~content/navigation";

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

/** A stable element id for a group's panel, from its label ("Our Non-Profit" -> "menu-our-non-profit"). */
export function panelId(group: NavGroup, prefix = "menu"): string {
  return `${prefix}-${group.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
