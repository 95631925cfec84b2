import { X } from "lucide-react";
import type { HelpDeskForm as HelpDeskFormData } from "~content/help-desk";
import { ExternalLink } from "~/components/ui/external-link";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";

interface HelpDeskFormProps {
  form: HelpDeskFormData;
  src: string;
  height: number;
}

/**
 * A help-desk form in a modal <dialog>, opened by an invoker command: the browser traps focus
 * inside, closes it on Escape, the close button or a click beside it, and returns focus to the
 * button. Browsers without invoker commands or `closedby` get the same from a few inline lines
 * (dialogFallbacks, which the contact page runs after its forms); without script, the link still
 * opens the form in a new tab. The frame is lazy, so the help desk is only contacted once the
 * dialog shows it. The help desk's forms are in English only, which a page in another language
 * says on the button.
 */
export function HelpDeskForm({ form, src, height }: HelpDeskFormProps) {
  const t = useTranslate();
  const locale = useLocale();
  const dialogId = `help-desk-${form.id}`;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1">
        <button
          type="button"
          command="show-modal"
          commandfor={dialogId}
          aria-haspopup="dialog"
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-strong"
        >
          <span>
            {form.buttonLabel}
            {locale !== "en" && (
              <span className="font-normal">{` (${t(m.layout_in_english)})`}</span>
            )}
          </span>
        </button>
        {/* Inline, not flex, so the space before "(en inglés)" stays; 44 px tall to tap. */}
        <ExternalLink href={src} english className="inline-block py-2.5">
          {t(m.organisation_help_desk_own_page)}
        </ExternalLink>
      </div>
      <dialog
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-help`}
        closedby="any"
        className="m-auto max-h-dvh w-[calc(100%-1rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl backdrop:bg-ink/50 sm:w-[calc(100%-2rem)] sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${dialogId}-title`} className="text-2xl">
            {form.title}
          </h2>
          <button
            type="button"
            command="close"
            commandfor={dialogId}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-brand-soft"
          >
            <X className="size-6" aria-hidden="true" />
            <span className="sr-only">{t(m.organisation_help_desk_close)}</span>
          </button>
        </div>
        <p id={`${dialogId}-help`} className="mt-1 mb-3 text-ink-soft">
          {form.help}
        </p>
        <iframe
          title={form.iframeTitle}
          src={src}
          loading="lazy"
          height={height}
          className="block h-150 w-full rounded-lg border border-line"
        />
      </dialog>
    </>
  );
}
