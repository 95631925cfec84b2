import { base64url, fromBase64url } from "./ids.mjs";

// events.list pages. Google documents that a page may hold fewer items than maxResults, or none,
// and still carry a nextPageToken; page sizes set through the control API produce such pages.

/** The token for a page: where it starts, which page of its query it is, and the query's print. */
export function pageToken({ offset, index }, print) {
  return base64url(JSON.stringify({ o: offset, p: index, f: print }));
}

/** The page a token points at ({ offset, index }), or null for a token of another query. */
export function readPageToken(token, print) {
  try {
    const { o: offset, p: index, f } = JSON.parse(fromBase64url(token));
    const valid = [offset, index].every((n) => Number.isInteger(n) && n >= 0) && f === print;
    return valid ? { offset, index } : null;
  } catch {
    return null;
  }
}

/**
 * Where a page of `total` items ends and where the next one starts (null after the last). The
 * page holds `sizes[index]` items, at most maxResults, or maxResults once the sizes run out; a
 * listed size always makes a page, even an empty one at the end.
 */
export function pageBounds(total, { offset, index }, maxResults, sizes = []) {
  const size = index < sizes.length ? Math.min(sizes[index], maxResults) : maxResults;
  const end = Math.min(offset + size, total);
  const more = end < total || index + 1 < sizes.length;
  return { end, next: more ? { offset: end, index: index + 1 } : null };
}
