// Decap opens an entry's form when its page first shows and never again: an address typed or
// followed from one entry's form straight to another's (the Galaxy page's, then a site's) kept
// the first form's data, and the second entry's form showed empty, under "Changes saved". So such
// a move opens the editor afresh at the new address (Decap asks first if the form has changes
// not saved), and the second entry opens with its own file. Moves through the lists, the way
// the editor's own links go, are left to Decap.

type Entry = { collection: string; slug: string };

/** The entry an address names: "#/collections/sites/entries/maidu-star". */
export function entryOf(hash: string): Entry | null {
  const match = /^#\/collections\/([^/]+)\/entries\/(.+)$/.exec(hash);
  return match ? { collection: match[1]!, slug: match[2]! } : null;
}

/** Whether a move between two addresses goes from one entry's form straight to another's. */
export function switchesEntry(from: string, to: string): boolean {
  const before = entryOf(from);
  const after = entryOf(to);
  return Boolean(
    before && after && (before.collection !== after.collection || before.slug !== after.slug),
  );
}

/** Opens each entry moved to straight from another with its own data. */
export function reopenSwitchedEntries() {
  let shown = window.location.hash;
  window.addEventListener("hashchange", () => {
    const target = window.location.hash;
    const switched = switchesEntry(shown, target);
    shown = target;
    if (switched) window.location.reload();
  });
}
