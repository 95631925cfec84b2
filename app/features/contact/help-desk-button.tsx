import { useId, useRef, useState } from "react";
import type { HelpDeskForm } from "~content/help-desk";
import { useDeferredModule } from "~/components/layout/use-deferred-module";

const loadDialog = () => import("./help-desk-dialog");

interface HelpDeskButtonProps {
  form: HelpDeskForm;
  src: string;
  height: number;
}

/**
 * Opens a help-desk form in a modal. The dialog's code (Radix Dialog, about 15 KiB) arrives after
 * hydration, so it stays out of the page's first download; a click before then opens the dialog
 * as soon as it has loaded.
 */
export function HelpDeskButton({ form, src, height }: HelpDeskButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const dialog = useDeferredModule(loadDialog);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Only once the dialog is in the page: pointing at a missing element is an ARIA error.
        aria-controls={open && dialog ? contentId : undefined}
        className="mt-4 inline-flex min-h-11 items-center justify-center self-start rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-strong"
        onClick={() => setOpen(true)}
      >
        {form.buttonLabel}
      </button>
      {dialog && (
        <dialog.HelpDeskDialog
          form={form}
          src={src}
          height={height}
          contentId={contentId}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={button}
        />
      )}
    </>
  );
}
