import { useEffect, useState } from "react";

/** Rows drawn at first, and added by each later slice: few enough that no slice stalls a tap. */
export const FIRST_SLICE = 60;
export const NEXT_SLICE = 120;

/**
 * The first rows of a list at once, then the rest a slice at a time between the browser's other
 * work, so a sheet of thousands of camps never holds the page for long. A new list (another
 * week, a search) starts again from its first slice.
 */
export function useRowsInSlices<T>(rows: readonly T[]): readonly T[] {
  const [shown, setShown] = useState({ rows, count: FIRST_SLICE });
  const count = shown.rows === rows ? shown.count : FIRST_SLICE;
  if (shown.rows !== rows) setShown({ rows, count });

  useEffect(() => {
    if (count >= rows.length) return;
    const next = setTimeout(
      () =>
        setShown((current) =>
          current.rows === rows ? { rows, count: count + NEXT_SLICE } : current,
        ),
      0,
    );
    return () => clearTimeout(next);
  }, [rows, count]);

  return count >= rows.length ? rows : rows.slice(0, count);
}
