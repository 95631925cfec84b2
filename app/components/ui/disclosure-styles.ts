// Shared by the look-alike in disclosure-section.tsx and the Radix widget that replaces it, so
// the swap after hydration changes nothing on screen.
export const disclosureClass = {
  root: "rounded-2xl border border-line bg-white",
  heading: "text-xl sm:text-2xl",
  trigger:
    "group flex min-h-11 w-full items-center justify-between gap-4 rounded-2xl p-5 text-left font-extrabold text-brand-strong hover:bg-brand-soft",
  chevron: "size-6 shrink-0 transition-transform group-data-[state=open]:rotate-180",
  summary: "-mt-2 px-5 pb-5 text-ink-soft",
  content: "border-t border-line px-5 pt-2 pb-6",
};
