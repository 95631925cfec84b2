import { useState } from "react";
import type { Locale } from "~i18n/locale";
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
}

export interface ChildField extends ChildRow {
  parsed: ParsedAmount;
  /** Shown once the field was left or the form submitted, so typing isn't interrupted. */
  error: AmountProblem | undefined;
}

const emptyRow = (id: number): ChildRow => ({ id, text: "", touched: false });

/** The estimator's rows of monthly totals, their validation and the resulting discount. */
export function useChildAmounts(rule: DiscountRule, locale: Locale, initialCount = 2) {
  const [rows, setRows] = useState<ChildRow[]>(() =>
    Array.from({ length: initialCount }, (_, index) => emptyRow(index + 1)),
  );
  const [submitted, setSubmitted] = useState(false);

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
    setRows((current) => current.map((row) => (row.id === id ? { ...row, text } : row)));
  }

  function touch(id: number) {
    setRows(
      rows.map((row) => (row.id === id && row.text !== "" ? { ...row, touched: true } : row)),
    );
  }

  /** Marks every row for validation and returns the first row that needs fixing, if any. */
  function submit(): number | undefined {
    setSubmitted(true);
    return fields.find((field) => !field.parsed.ok)?.id;
  }

  return { fields, result, submitted, add, remove, update, touch, submit };
}
