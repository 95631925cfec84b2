import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { isNavGroup, mainNavigation } from "~content/navigation";
import { ProgramIcon } from "../ui/program-icon";
import { NavItemLink } from "./nav-link";

const drawerLinkClass =
  "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-bold text-ink no-underline hover:bg-brand-soft hover:text-brand-strong";

interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The side drawer for narrow screens; loaded after hydration by MobileNav. */
export function MenuDrawer({ open, onOpenChange, returnFocusTo }: MenuDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,90vw)] flex-col overflow-y-auto bg-white p-4 shadow-2xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-xl font-extrabold text-brand-strong">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-soft">
              <X className="size-6" aria-hidden="true" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1">
              {mainNavigation.map((entry) =>
                isNavGroup(entry) ? (
                  <li key={entry.label} className="mt-3">
                    <h2 className="px-3 pb-1 text-sm font-extrabold tracking-wide text-ink-soft uppercase">
                      {entry.label}
                    </h2>
                    <ul className="flex flex-col">
                      {entry.items.map((item) => (
                        <li key={item.href + item.label}>
                          <NavItemLink item={item} onSelect={close} className={drawerLinkClass}>
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
                    <NavItemLink item={entry} onSelect={close} className={drawerLinkClass} />
                  </li>
                ),
              )}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
