import { ToggleGroup } from "radix-ui";
import { LayoutGrid, List } from "lucide-react";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import type { CalendarLayout } from "./use-calendar-layout";

const itemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-bold text-brand hover:bg-brand-soft data-[state=on]:bg-brand data-[state=on]:text-white";

/**
 * Switches between the month grid and the agenda list. `disabled` must be given, not only
 * inherited from a disabled fieldset: the group counts its focusable items itself, and with
 * items a fieldset disables it would take Tab's focus and have nowhere to pass it, showing none.
 */
export function LayoutToggle({
  layout,
  onChange,
  disabled = false,
}: {
  layout: CalendarLayout;
  onChange: (layout: CalendarLayout) => void;
  disabled?: boolean;
}) {
  const t = useTranslate();
  return (
    <ToggleGroup.Root
      type="single"
      value={layout}
      onValueChange={(value) => value && onChange(value as CalendarLayout)}
      aria-label={t(m.calendar_view_as)}
      disabled={disabled}
      className="inline-flex rounded-full border-2 border-brand bg-white"
    >
      <ToggleGroup.Item value="grid" className={itemClass}>
        <LayoutGrid className="size-5" aria-hidden="true" />
        {t(m.calendar_month_grid)}
      </ToggleGroup.Item>
      <ToggleGroup.Item value="agenda" className={itemClass}>
        <List className="size-5" aria-hidden="true" />
        {t(m.calendar_agenda)}
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
