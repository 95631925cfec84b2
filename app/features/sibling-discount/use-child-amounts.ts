import { useState } from "react";
import type { EstimatorGroup } from "~content/price-words";
import type { Locale } from "~i18n/locale";
import { usdAsTyped } from "~i18n/money";
import {
  parseAmount,
  siblingDiscount,
  type AmountProblem,
  type DiscountRule,
  type ParsedAmount,
} from "./sibling-discount";

interface ChildRow {
  id: number;
  text: string;
  touched: boolean;
  /** The schedule whose published fee fills `text`, or "" where the family typed it. */
  schedule: string;
}

export interface ChildField extends ChildRow {
  parsed: ParsedAmount;
  /** Shown once the field was left or the form submitted, so typing isn't interrupted. */
  error: AmountProblem | undefined;
}

const emptyRow = (id: number): ChildRow => ({ id, text: "", touched: false, schedule: "" });

/**
 * The estimator's rows of monthly totals, their validation and the resulting discount. A row's
 * total is what its field holds: choosing a schedule writes the published fee of the chosen
 * site's district there, typing replaces it; choosing another site rewrites each chosen
 * schedule's fee, and leaves a schedule its district does not have as the amount it was.
 */
export function useChildAmounts(
  rule: DiscountRule,
  locale: Locale,
  groups: readonly EstimatorGroup[],
  initialCount = 2,
) {
  const [rows, setRows] = useState<ChildRow[]>(() =>
    Array.from({ length: initialCount }, (_, index) => emptyRow(index + 1)),
  );
  const [site, setSite] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const groupOf = (slug: string) => groups.find((each) => each.sites.some((s) => s.slug === slug));
  const group = groupOf(site);

  const fields: ChildField[] = rows.map((row) => {
    const parsed = parseAmount(row.text, locale);
    const showError = (submitted || row.touched) && !parsed.ok;
    return {
      ...row,
      parsed,
      error: showError && !parsed.ok ? parsed.problem : undefined,
    };
  });
  const values = fields.flatMap((field) => (field.parsed.ok ? [field.parsed.value] : []));
  const result = values.length === fields.length ? siblingDiscount(values, rule) : null;

  /** Adds an empty row and returns its id, so the view can move focus to it. */
  function add(): number {
    const id = Math.max(0, ...rows.map((row) => row.id)) + 1;
    setRows([...rows, emptyRow(id)]);
    return id;
  }

  function remove(id: number) {
    if (rows.length > 1) setRows(rows.filter((row) => row.id !== id));
  }

  function update(id: number, text: string) {
    setRows((current) =>
      current.map((row) => (row.id === id ? { ...row, text, schedule: "" } : row)),
    );
  }

  function touch(id: number) {
    setRows(
      rows.map((row) => (row.id === id && row.text !== "" ? { ...row, touched: true } : row)),
    );
  }

  /** The row's total from the schedule's fee at the chosen site; "" keeps the amount to edit. */
  function chooseSchedule(id: number, key: string) {
    const fee = group?.schedules.find((schedule) => schedule.key === key);
    setRows((current) =>
      current.map((row) => {
        if (row.id !== id) return row;
        if (!fee) return { ...row, schedule: "" };
        return { ...row, schedule: key, text: usdAsTyped(fee.amount, locale), touched: true };
      }),
    );
  }

  function chooseSite(slug: string) {
    setSite(slug);
    const next = groupOf(slug);
    setRows((current) =>
      current.map((row) => {
        if (!row.schedule) return row;
        const fee = next?.schedules.find((schedule) => schedule.key === row.schedule);
        return fee ? { ...row, text: usdAsTyped(fee.amount, locale) } : { ...row, schedule: "" };
      }),
    );
  }

  /** Marks every row for validation and returns the first row that needs fixing, if any. */
  function submit(): number | undefined {
    setSubmitted(true);
    return fields.find((field) => !field.parsed.ok)?.id;
  }

  return {
    fields,
    result,
    submitted,
    site,
    group,
    add,
    remove,
    update,
    touch,
    chooseSchedule,
    chooseSite,
    submit,
  };
}
