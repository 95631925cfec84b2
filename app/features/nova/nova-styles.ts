// Shared by the Radix widgets and the look-alike shown until their code arrives, so the two
// draw the same boxes and nothing moves when one replaces the other.
export const tabListClass = "grid grid-cols-4 gap-1 border-b-2 border-line";

export const tabClass =
  "min-h-11 rounded-t-xl border-2 border-b-0 border-transparent px-3 py-2 text-center font-bold text-ink-soft hover:bg-nova-soft hover:text-ink data-[state=active]:border-line data-[state=active]:bg-nova-soft data-[state=active]:text-ink";

export const tabPanelClass = "rounded-b-2xl pt-6";

export const accordionClass = "divide-y divide-line rounded-2xl border border-line md:hidden";

export const accordionTriggerClass =
  "group flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left font-extrabold text-brand-strong hover:bg-nova-soft data-[state=open]:bg-nova-soft";

export const chevronClass =
  "size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180";

export const accordionPanelClass = "px-4 pb-5";
