// Decap keeps a copy of a form while staff type in it ("backup.closures.2026-12-10-test", in this
// browser's localforage database, under localforage's default names) and, when the entry opens
// again, offers it back. A copy left over a saved entry brought back a half-typed day
// ("12/10/0202") after a switch of language, over the form that had just said "Changes saved".
// So a switch of language with nothing unsaved, and every save, forget the copies that no longer
// hold anything unsaved; a copy of changes never saved stays, and is offered as before.

const DATABASE = "localforage";
const STORE = "keyvaluepairs";

function opened(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    // No database yet: nothing kept. Opening it made an empty one, as localforage itself does.
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  });
}

/** Forgets Decap's copies whose keys `which` picks (all of them unless it is given). */
export async function forgetBackups(which: (key: string) => boolean = () => true): Promise<void> {
  const database = await opened();
  if (!database?.objectStoreNames.contains(STORE)) return;
  const transaction = database.transaction(STORE, "readwrite");
  const store = transaction.objectStore(STORE);
  const keys = await new Promise<IDBValidKey[]>((resolve) => {
    const request = store.getAllKeys();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve([]);
  });
  for (const key of keys) {
    if (typeof key === "string" && /^backup(\.|$)/.test(key) && which(key)) store.delete(key);
  }
  await new Promise((resolve) => {
    transaction.oncomplete = transaction.onerror = transaction.onabort = resolve;
  });
  database.close();
}

/** Forgets the copies of one entry once it is saved: its own, and that of a new entry of its kind. */
export const forgetBackupsOf = (collection: string, slug: string) =>
  forgetBackups((key) => key === `backup.${collection}` || key === `backup.${collection}.${slug}`);

/** Whether the form on screen has changes not saved (Decap's "Unsaved changes"). */
export const unsaved = () => document.querySelector('[class*="BackStatusChanged"]') !== null;
