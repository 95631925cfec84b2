import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { RefObject } from "react";
import type { HelpDeskForm } from "~content/help-desk";

interface HelpDeskDialogProps {
  form: HelpDeskForm;
  src: string;
  height: number;
  contentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog, which gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * A help-desk form in a modal; loaded after hydration by HelpDeskButton. Radix Dialog traps
 * focus and closes on Escape; the iframe loads only while the dialog is open.
 */
export function HelpDeskDialog({
  form,
  src,
  height,
  contentId,
  open,
  onOpenChange,
  returnFocusTo,
}: HelpDeskDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          id={contentId}
          className="fixed inset-x-2 top-1/2 z-50 mx-auto max-h-dvh max-w-2xl -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl sm:inset-x-4 sm:p-6"
          // The button lives outside Dialog.Root (it is there before this module), so Radix
          // does not know where to send focus back.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-extrabold text-brand-strong">
              {form.title}
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-brand-soft">
              <X className="size-6" aria-hidden="true" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-3 text-ink-soft">{form.help}</Dialog.Description>
          <iframe
            title={form.iframeTitle}
            src={src}
            height={height}
            className="block h-150 w-full rounded-lg border border-line"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
