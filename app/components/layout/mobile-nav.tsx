import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { menuButtonClass } from "./nav-styles";
import { useDeferredModule } from "./use-deferred-module";

const loadDrawer = () => import("./mobile-nav-drawer");

/**
 * Menu button and side drawer for narrow screens. The drawer (a Radix Dialog, which traps focus)
 * arrives after hydration; a tap before then opens it as soon as it has loaded.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useDeferredModule(loadDrawer);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={menuButtonClass}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-6" aria-hidden="true" />
        Menu
      </button>
      {drawer && <drawer.MenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  );
}
