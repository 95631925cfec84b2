// The rule lives beside the other site formatting helpers, since the search index (content)
// names the sites the same way as the cards and the map do.
export { siteName } from "~content/site-format";
