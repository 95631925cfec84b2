import { CalendarX2, Clock } from "lucide-react";
import { useLocalePath } from "~/lib/locale-context";
import type { CalendarClosure } from "./closure-days";

// A closure on the calendar is no event: a link to its entry on the Closures page, drawn in the
// colour and with the icon the closures have everywhere, saying what happens, why and where.

function ClosureIcon({ closure, className }: { closure: CalendarClosure; className: string }) {
  return closure.kind === "closed" ? (
    <CalendarX2 className={className} aria-hidden="true" />
  ) : (
    <Clock className={className} aria-hidden="true" />
  );
}

/** In a day cell of the month grid: what happens and why, then, given room, the sites. */
export function ClosureChip({ closure, tall }: { closure: CalendarClosure; tall: boolean }) {
  const localePath = useLocalePath();
  return (
    <a
      href={localePath(`/closures#${closure.id}`)}
      data-closure={closure.id}
      className={`flex ${tall ? "h-12.5" : "h-6"} w-full flex-col justify-center overflow-hidden rounded border border-danger bg-white px-1 text-left text-sm text-ink no-underline hover:underline`}
    >
      <span className="flex min-w-0 items-center gap-1">
        <ClosureIcon closure={closure} className="size-3.5 shrink-0 text-danger" />
        <span className="truncate">
          <strong className="text-danger">{closure.what}</strong> – {closure.reason}
        </span>
      </span>{" "}
      <span className={tall ? "truncate text-ink-soft" : "sr-only"}>
        {[closure.where, closure.programs].filter(Boolean).join(" · ")}
      </span>
    </a>
  );
}

/**
 * In the list of a month's days: what happens and why, its days when it has several, its sites
 * and programs.
 */
export function ClosureRow({ closure }: { closure: CalendarClosure }) {
  const localePath = useLocalePath();
  const details = [
    closure.first === closure.last ? null : closure.days,
    closure.where,
    closure.programs,
  ].filter(Boolean);
  return (
    <a
      href={localePath(`/closures#${closure.id}`)}
      data-closure={closure.id}
      className="flex min-h-11 w-full items-start gap-3 rounded-xl border-2 border-danger bg-white px-3 py-2 text-ink no-underline hover:underline"
    >
      <ClosureIcon closure={closure} className="mt-0.5 size-5 shrink-0 text-danger" />
      <span className="min-w-0">
        <span className="block">
          <strong className="text-danger">{closure.what}</strong> – {closure.reason}
        </span>{" "}
        <span className="block text-sm text-ink-soft">{details.join(" · ")}</span>
      </span>
    </a>
  );
}
