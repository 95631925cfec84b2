import { Popover } from "radix-ui";
import { X } from "lucide-react";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";

/** The × that closes a calendar popup, named "Close" for a screen reader; 44 px to tap. */
export function PopupClose() {
  const t = useTranslate();
  return (
    <Popover.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-soft hover:bg-brand-soft hover:text-brand-strong">
      <X className="size-5" aria-hidden="true" />
      <span className="sr-only">{t(m.calendar_close)}</span>
    </Popover.Close>
  );
}
