import { useEffect, useMemo, useState } from "react";

/** Rows per slice: few enough that drawing one slice never holds up a tap for long. */
export const SLICE = 100;

export interface Slice<T> {
  rows: T[];
  /** A slice of the list shown before, kept out of sight until its turn to be taken away. */
  hidden: boolean;
}

function inSlices<T>(rows: readonly T[]): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < rows.length; start += SLICE) {
    slices.push(rows.slice(start, start + SLICE));
  }
  return slices;
}

interface State<T> {
  slices: T[][];
  /** How many slices of the list are drawn. */
  count: number;
  /** The slices drawn for the list before this one: those past `count` are still in the page. */
  leaving: T[][];
}

/** What is in the page: the list's first `count` slices, then any earlier ones not yet gone. */
function inPage<T>({ slices, count, leaving }: State<T>): Slice<T>[] {
  const length = Math.max(count, leaving.length);
  return Array.from({ length }, (_, index) =>
    index < count
      ? { rows: slices[index]!, hidden: false }
      : { rows: leaving[index]!, hidden: true },
  );
}

/**
 * A list cut into slices of SLICE rows: the first is drawn at once and one more after each of
 * the browser's other tasks, so a sheet of thousands of camps never holds the page for long.
 * When the list changes (a search, a week, a sort), what was drawn is hidden at once and taken
 * away a slice per task too, since removing thousands of rows in one go would hold it as long.
 * Slices keep their place and, unchanged, their arrays, so memoised slices are not drawn again.
 */
export function useRowsInSlices<T>(rows: readonly T[]): Slice<T>[] {
  const slices = useMemo(() => inSlices(rows), [rows]);
  const first = Math.min(1, slices.length);
  const [state, setState] = useState<State<T>>({ slices, count: first, leaving: [] });
  let current = state;
  if (state.slices !== slices) {
    current = { slices, count: first, leaving: inPage(state).map((slice) => slice.rows) };
    setState(current);
  }

  const { count, leaving } = current;
  const unfinished = count < slices.length || leaving.length > count;
  useEffect(() => {
    if (!unfinished) return;
    const next = setTimeout(() =>
      setState((now) =>
        now.slices !== slices
          ? now
          : {
              slices,
              count: Math.min(now.count + 1, slices.length),
              leaving: now.leaving.slice(0, Math.max(now.leaving.length - 1, 0)),
            },
      ),
    );
    return () => clearTimeout(next);
  }, [slices, count, leaving, unfinished]);

  return inPage(current);
}
