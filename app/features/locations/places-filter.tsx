import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ProgramIcon } from "~/components/ui/program-icon";
import { useTranslate } from "~/lib/locale-context";
import { useHydrated } from "~/lib/use-hydrated";
import type { ProgramId } from "~content/program-ids";
import { m } from "~i18n/paraglide/messages";

export interface FilterProgram {
  id: ProgramId;
  name: string;
  /** As a sentence names it: "los Campamentos de días sin clases". */
  inSentence: string;
  /** How many sites have places for it on the day the page is drawn for. */
  count: number;
}

/**
 * The program whose places the list is filtered by, kept in the address (`?program=nova`) once
 * React runs, so a filtered list can be shared and survives a reload; the address is the state.
 * A choice made on the radio buttons while the page was still loading is taken over.
 */
function useProgramFilter(ids: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const fromAddress = params.get("program") ?? "";
  // A choice shows at once; the address follows it a moment later.
  const [chosen, setChosen] = useState<string | null>(null);
  const program = chosen ?? (hydrated && ids.includes(fromAddress) ? fromAddress : "");

  const follow = useCallback(
    (value: string) => {
      const next = new URLSearchParams(params);
      if (value) next.set("program", value);
      else next.delete("program");
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );

  const takenOver = useRef(false);
  useEffect(() => {
    if (takenOver.current) return;
    takenOver.current = true;
    const early = form.current?.querySelector<HTMLInputElement>("input:checked")?.value ?? "";
    if (early && !params.has("program")) follow(early);
  }, [params, follow]);

  const choose = (value: string) => {
    setChosen(value);
    follow(value);
  };

  return { program, choose, form };
}

const optionClass =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-white px-4 py-1 font-bold has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus";

/**
 * Show only the sites with places for one program: a form of radio buttons. The list of cards
 * after it follows the checked one through CSS alone (app.css, `.places-filter`), so it works
 * before and without any script, by mouse, touch and keyboard (arrow keys move through the
 * choices); with React the choice is kept in the address too. The sentence under it says how many sites are shown.
 */
export function PlacesFilter({ programs }: { programs: FilterProgram[] }) {
  const t = useTranslate();
  const ids = programs.map((program) => program.id);
  const { program, choose, form } = useProgramFilter(ids);
  const choice = (value: string) => ({
    checked: program === value,
    onChange: () => choose(value),
  });
  const counted = (entry: FilterProgram) =>
    entry.count === 0
      ? t(m.closures_filter_none, { program: entry.inSentence })
      : entry.count === 1
        ? t(m.closures_filter_one, { program: entry.inSentence })
        : t(m.closures_filter_many, { program: entry.inSentence, count: String(entry.count) });
  return (
    <form
      ref={form}
      method="get"
      className="places-filter mt-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset>
        <legend className="font-bold">{t(m.closures_filter_legend)}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          <label className={optionClass}>
            <input
              type="radio"
              name="program"
              value=""
              className="size-4 accent-brand"
              {...choice("")}
            />
            {t(m.closures_filter_all)}
          </label>
          {programs.map((entry) => (
            <label key={entry.id} className={optionClass}>
              <input
                type="radio"
                name="program"
                value={entry.id}
                className="size-4 accent-brand"
                {...choice(entry.id)}
              />
              <ProgramIcon program={entry.id} />
              {entry.name}
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="mt-2 min-h-7 font-bold text-brand-strong">
        <span data-count-for="">{t(m.closures_filter_every)}</span>
        {programs.map((entry) => (
          <span key={entry.id} data-count-for={entry.id}>
            {counted(entry)}
          </span>
        ))}
      </p>
    </form>
  );
}
