import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import type { HelpDeskForm } from "~content/help-desk";

interface HelpDeskDialogProps {
  form: HelpDeskForm;
  src: string;
  height: number;
  trigger: ReactNode;
}

/**
 * A help-desk form in a modal. Radix Dialog traps focus, closes on Escape and returns focus to
 * the button that opened it; the iframe loads only while the dialog is open.
 */
export function HelpDeskDialog({ form, src, height, trigger }: HelpDeskDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-2 top-1/2 z-50 mx-auto max-h-dvh max-w-2xl -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl sm:inset-x-4 sm:p-6">
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
