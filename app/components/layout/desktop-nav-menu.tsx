import { DropdownMenu } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import type { NavGroup } from "~content/navigation";
import { ProgramIcon } from "../ui/program-icon";
import { NavItemLink } from "./nav-link";
import { topItemClass } from "./nav-styles";

export type OpenedBy = "keyboard" | "pointer";

interface NavDropdownProps {
  group: NavGroup;
  /**
   * Set when the visitor chose this menu before its code had arrived: it opens at once, and
   * from the keyboard with focus on the first item, as Radix does for its own trigger.
   */
  openedBy?: OpenedBy;
  /** Takes focus from the look-alike trigger it replaces. */
  takeFocus?: boolean;
}

/** One dropdown of the wide menu; loaded after hydration by DesktopNav. */
export function NavDropdown({ group, openedBy, takeFocus }: NavDropdownProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const defaultOpen = openedBy !== undefined;
  const focusFirstOnOpen = useRef(openedBy === "keyboard");
  useEffect(() => {
    // An open menu has focus inside it already; moving it to the trigger would close it.
    if (takeFocus && !defaultOpen) trigger.current?.focus();
  }, [takeFocus, defaultOpen]);
  // Non-modal, so the page stays scrollable; Radix closes it on choice, Escape and outside clicks.
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={`${topItemClass} group`}>
        {group.label}
        <ChevronDown
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onFocus={(event) => {
            // Radix focuses the menu itself when it opens; a keyboard hand-off goes on to the first item.
            if (!focusFirstOnOpen.current || event.target !== event.currentTarget) return;
            focusFirstOnOpen.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          className="z-50 w-80 rounded-2xl border border-line bg-white p-2 shadow-xl"
        >
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.href + item.label} asChild>
              <NavItemLink
                item={item}
                className="flex min-h-11 gap-3 rounded-lg px-3 py-2 text-ink no-underline outline-none hover:bg-brand-soft data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-strong"
              >
                {item.program && (
                  <ProgramIcon program={item.program} className="mt-0.5 size-5 shrink-0" />
                )}
                <span className="flex flex-col">
                  <span className="font-bold">{item.label}</span>
                  {item.subtitle && <span className="text-sm text-ink-soft">{item.subtitle}</span>}
                </span>
              </NavItemLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
