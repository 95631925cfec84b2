// Decap's search box says "Search all", but Enter searched only the collection open: the line
// its list of collections starts on ("galaxy" typed in Closures found nothing). So Enter searches
// every collection, unless staff have picked a collection in that list with the arrow keys; a
// click on a line of the list searches that line's collection, as before.

const box = 'input[class*="SearchInput"]';

const isBox = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.matches(box);

/** Enter in the search box searches every collection, unless one was picked with the arrows. */
export function searchAllOnEnter() {
  let picked = false;
  document.addEventListener("focusin", (event) => {
    if (isBox(event.target)) picked = false;
  });
  // Before Decap's own handler, which is the page's: this one listens on the way down.
  document.addEventListener(
    "keydown",
    (event) => {
      const { target } = event;
      if (!isBox(target)) return;
      if (event.key === "ArrowUp" || event.key === "ArrowDown") picked = true;
      const query = target.value.trim();
      if (event.key !== "Enter" || picked || !query) return;
      event.preventDefault();
      event.stopPropagation();
      target.blur();
      // The address Decap's own "All collections" opens.
      window.location.hash = `#/search/${query}`;
    },
    true,
  );
}
