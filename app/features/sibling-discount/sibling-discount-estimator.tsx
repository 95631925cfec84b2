import { useEffect, useId, useRef, type FormEvent } from "react";
import { Calculator, Plus, X } from "lucide-react";
import { useLocale, useTranslate } from "~/lib/locale-context";
import { formatUsd } from "~i18n/money";
import { useHydrated } from "~/lib/use-hydrated";
import { m } from "~i18n/paraglide/messages";
import { amountMessages, type DiscountRule, type SiblingDiscount } from "./sibling-discount";
import type { EstimatorGroup } from "~content/price-words";
import { useChildAmounts } from "./use-child-amounts";

// Stands in a message for the amount shown in bold, so each language puts it where it belongs.
const slot = "\u2063";

function WithBold({ text, bold }: { text: string; bold: string }) {
  const [before, ...after] = text.split(slot);
  return (
    <>
      {before}
      <strong>{bold}</strong>
      {after.join(slot)}
    </>
  );
}

function ResultText({ result, percent }: { result: SiblingDiscount | null; percent: number }) {
  const t = useTranslate();
  const locale = useLocale();
  const usd = (amount: number) => formatUsd(amount, { locale });
  if (!result) return <p>{t(m.programs_estimator_waiting)}</p>;
  if (result.basis === "none") {
    return (
      <p>
        <WithBold
          text={t(m.programs_estimator_one_child, { total: slot })}
          bold={usd(result.combinedTotal)}
        />
      </p>
    );
  }
  const discount =
    result.basis === "lesser"
      ? m.programs_estimator_discount_lesser
      : m.programs_estimator_discount_combined;
  return (
    <>
      <p>
        <WithBold
          text={t(discount, { discount: slot, percent, base: usd(result.discountedAmount) })}
          bold={usd(result.discount)}
        />
      </p>
      <p>
        <WithBold
          text={t(m.programs_estimator_total, { total: slot, combined: usd(result.combinedTotal) })}
          bold={usd(result.totalAfterDiscount)}
        />
      </p>
    </>
  );
}

interface SiblingDiscountEstimatorProps extends DiscountRule {
  /** The rule as families read it, one sentence per line. */
  rules: readonly string[];
  /** The published monthly fees, by pricing group (district), with each group's sites. */
  groups: readonly EstimatorGroup[];
}

const selectClass =
  "min-h-11 w-full rounded-lg border-2 border-line bg-white px-3 py-2 text-ink disabled:bg-mist disabled:text-ink-soft";

/**
 * Lets a family try the Galaxy multi-child discount: each child's monthly total is the published
 * fee of the schedule chosen at the family's site, or an amount typed. The result is announced
 * politely as it changes; each amount's problem is tied to its input.
 */
export function SiblingDiscountEstimator({
  rules,
  groups,
  ...rule
}: SiblingDiscountEstimatorProps) {
  const t = useTranslate();
  const locale = useLocale();
  const prefix = useId();
  const {
    fields,
    result,
    site,
    group,
    add,
    remove,
    update,
    touch,
    chooseSchedule,
    chooseSite,
    submit,
  } = useChildAmounts(rule, locale, groups);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<number | "add" | null>(null);

  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    (target === "add" ? addButton.current : inputs.current.get(target))?.focus();
  });

  // The prerendered form cannot count anything until React has hydrated the page, so its
  // fields and buttons wait, disabled, rather than take input that would be lost.
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const firstProblem = submit();
    if (firstProblem !== undefined) inputs.current.get(firstProblem)?.focus();
  }

  function onRemove(index: number, id: number) {
    const neighbour = fields[index - 1] ?? fields[index + 1];
    focusAfterRender.current = neighbour ? neighbour.id : "add";
    remove(id);
  }

  const siteId = `${prefix}-site`;
  const needsSiteId = `${prefix}-needs-site`;

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <form noValidate onSubmit={onSubmit} className="rounded-2xl border border-line bg-white p-5">
        <fieldset disabled={!hydrated}>
          <legend className="text-lg font-bold text-brand-strong">
            {t(m.programs_estimator_legend)}
          </legend>
          <p className="mt-1 text-ink-soft">{t(m.programs_estimator_hint)}</p>
          <div className="mt-4">
            <label htmlFor={siteId} className="block font-bold">
              {t(m.programs_estimator_site)}
            </label>
            <select
              id={siteId}
              value={site}
              onChange={(event) => chooseSite(event.target.value)}
              className={`mt-1 ${selectClass}`}
            >
              <option value="">{t(m.programs_estimator_choose_site)}</option>
              {groups.map((each) => (
                <optgroup key={each.id} label={each.name}>
                  {each.sites.map((choice) => (
                    <option key={choice.slug} value={choice.slug}>
                      {choice.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {!group && (
              <p id={needsSiteId} className="mt-1 text-ink-soft">
                {t(m.programs_estimator_schedule_needs_site)}
              </p>
            )}
          </div>
          <ol className="mt-4 space-y-4">
            {fields.map((field, index) => {
              const inputId = `${prefix}-child-${field.id}`;
              const scheduleId = `${inputId}-schedule`;
              const errorId = `${inputId}-error`;
              return (
                <li key={field.id}>
                  <fieldset className="rounded-xl border border-line p-3">
                    <legend className="px-1 font-bold">
                      {t(m.programs_estimator_child, { number: index + 1 })}
                    </legend>
                    <div className="grid gap-3 sm:grid-cols-[3fr_2fr]">
                      <div>
                        <label htmlFor={scheduleId} className="block">
                          {t(m.programs_estimator_schedule_label)}
                        </label>
                        <select
                          id={scheduleId}
                          value={group ? field.schedule : ""}
                          disabled={!group}
                          aria-describedby={group ? undefined : needsSiteId}
                          onChange={(event) => chooseSchedule(field.id, event.target.value)}
                          className={`mt-1 ${selectClass}`}
                        >
                          <option value="">{t(m.programs_estimator_type_amount)}</option>
                          {group?.schedules.map((schedule) => (
                            <option key={schedule.key} value={schedule.key}>
                              {t(m.programs_estimator_schedule, {
                                part: schedule.part,
                                days: schedule.days,
                                price: schedule.price,
                              })}
                            </option>
                          ))}
                        </select>
                      </div>
                      <div>
                        <label htmlFor={inputId} className="block">
                          {t(m.programs_estimator_amount)}
                        </label>
                        <div className="relative mt-1">
                          <span
                            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-soft"
                            aria-hidden="true"
                          >
                            $
                          </span>
                          <input
                            id={inputId}
                            ref={(element) => {
                              if (element) inputs.current.set(field.id, element);
                              else inputs.current.delete(field.id);
                            }}
                            type="text"
                            inputMode="decimal"
                            autoComplete="off"
                            value={field.text}
                            onChange={(event) => update(field.id, event.target.value)}
                            onBlur={() => touch(field.id)}
                            aria-invalid={field.error ? true : undefined}
                            aria-describedby={field.error ? errorId : undefined}
                            className={`min-h-11 w-full rounded-lg border-2 bg-white py-2 pr-3 pl-7 text-ink ${
                              field.error ? "border-danger" : "border-line"
                            }`}
                          />
                        </div>
                      </div>
                    </div>
                    {field.error && (
                      <p id={errorId} className="mt-1 font-bold text-danger">
                        {t(amountMessages[field.error])}
                      </p>
                    )}
                    {fields.length > 1 && (
                      <button
                        type="button"
                        onClick={() => onRemove(index, field.id)}
                        className="mt-2 inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-bold text-brand hover:bg-brand-soft"
                      >
                        <X className="size-4" aria-hidden="true" />
                        {t(m.programs_estimator_remove)}{" "}
                        <span className="sr-only">
                          {t(m.programs_estimator_remove_child, { number: index + 1 })}
                        </span>
                      </button>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
        </fieldset>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            ref={addButton}
            type="button"
            disabled={!hydrated}
            onClick={() => {
              focusAfterRender.current = add();
            }}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand bg-white px-5 font-bold text-brand hover:bg-brand-soft"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t(m.programs_estimator_add)}
          </button>
          <button
            type="submit"
            disabled={!hydrated}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-5 font-bold text-white hover:bg-brand-strong"
          >
            <Calculator className="size-4" aria-hidden="true" />
            {t(m.programs_estimator_submit)}
          </button>
        </div>
        <div
          role="status"
          aria-live="polite"
          className="mt-5 space-y-1 rounded-xl bg-galaxy-soft p-4"
          data-testid="discount-result"
        >
          <ResultText result={result} percent={rule.percent} />
        </div>
      </form>
      <aside aria-labelledby={`${prefix}-rule`} className="rounded-2xl bg-mist p-5">
        <h3 id={`${prefix}-rule`} className="text-lg font-extrabold text-brand-strong">
          {t(m.programs_estimator_rule_heading)}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {rules.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-ink-soft">{t(m.programs_estimator_rule_note)}</p>
      </aside>
    </div>
  );
}
