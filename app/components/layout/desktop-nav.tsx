import { DropdownMenu } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { isNavGroup, mainNavigation, type NavGroup } from "~content/navigation";
import { ProgramIcon } from "../ui/program-icon";
import { NavItemLink } from "./nav-link";

const topItemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-bold text-ink no-underline hover:bg-brand-soft hover:text-brand-strong data-[state=open]:bg-brand-soft";

function NavDropdown({ group }: { group: NavGroup }) {
  // Non-modal, so the page stays scrollable; Radix closes it on choice, Escape and outside clicks.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${topItemClass} group`}>
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

/** The horizontal menu for wide screens; the drawer takes over below the lg breakpoint. */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNavigation.map((entry) => (
          <li key={entry.label}>
            {isNavGroup(entry) ? (
              <NavDropdown group={entry} />
            ) : (
              <NavItemLink item={entry} className={topItemClass} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
