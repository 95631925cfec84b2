import { ToggleGroup } from "radix-ui";
import { LayoutGrid, List } from "lucide-react";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import type { CalendarLayout } from "./use-calendar-layout";

const itemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-bold text-brand hover:bg-brand-soft data-[state=on]:bg-brand data-[state=on]:text-white";

/** Switches between the month grid and the agenda list. */
export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: CalendarLayout;
  onChange: (layout: CalendarLayout) => void;
}) {
  const t = useTranslate();
  return (
    <ToggleGroup.Root
      type="single"
      value={layout}
      onValueChange={(value) => value && onChange(value as CalendarLayout)}
      aria-label={t(m.calendar_view_as)}
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
