// The rules RFC 4287 (Atom 1.0) sets a feed document, written from its sections 3 and 4, for the
// news feeds' checks. The XML is read by jsdom's XML parser, which refuses a document that is
// not well-formed.
import { JSDOM } from "jsdom";

const ATOM = "http://www.w3.org/2005/Atom";
/** RFC 3339 date-time, as section 3.3 asks (an uppercase T and Z). */
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The document of an Atom feed; throws when it is not well-formed XML. */
export function parseAtom(xml) {
  return new JSDOM(xml, { contentType: "application/xml" }).window.document;
}

const children = (element, name) =>
  [...element.children].filter((child) => child.namespaceURI === ATOM && child.localName === name);

function textConstructProblems(element, where) {
  const type = element.getAttribute("type") ?? "text";
  return ["text", "html", "xhtml"].includes(type)
    ? []
    : [`${where}: type "${type}" is not allowed`];
}

function commonProblems(element, where, { needsAuthor }) {
  const problems = [];
  for (const name of ["id", "title", "updated"]) {
    const found = children(element, name);
    if (found.length !== 1)
      problems.push(`${where} needs exactly one atom:${name}, has ${found.length}`);
  }
  for (const name of [
    "rights",
    "subtitle",
    "summary",
    "published",
    "generator",
    "icon",
    "logo",
    "content",
    "source",
  ]) {
    if (children(element, name).length > 1)
      problems.push(`${where} has more than one atom:${name}`);
  }
  const [id] = children(element, "id");
  if (id && !/^[a-z][a-z0-9+.-]*:\S+$/i.test(id.textContent.trim())) {
    problems.push(`${where}: atom:id "${id.textContent}" is not an absolute IRI`);
  }
  for (const name of ["updated", "published"]) {
    for (const date of children(element, name)) {
      if (!dateTime.test(date.textContent.trim())) {
        problems.push(`${where}: atom:${name} "${date.textContent}" is not an RFC 3339 date-time`);
      }
    }
  }
  for (const name of ["title", "subtitle", "summary", "rights"]) {
    for (const text of children(element, name))
      problems.push(...textConstructProblems(text, `${where} atom:${name}`));
  }
  if (needsAuthor && children(element, "author").length === 0)
    problems.push(`${where} needs an atom:author`);
  for (const author of children(element, "author")) {
    if (children(author, "name").length !== 1)
      problems.push(`${where}: an atom:author needs one atom:name`);
  }
  const alternates = new Set();
  for (const link of children(element, "link")) {
    if (!link.getAttribute("href")) problems.push(`${where}: an atom:link has no href`);
    const rel = link.getAttribute("rel") ?? "alternate";
    if (rel !== "alternate") continue;
    const key = `${link.getAttribute("type") ?? ""} ${link.getAttribute("hreflang") ?? ""}`;
    if (alternates.has(key))
      problems.push(`${where}: two alternate links of the same type and language`);
    alternates.add(key);
  }
  return problems;
}

/** What keeps a document from being a valid Atom 1.0 feed; empty when it is one. */
export function atomProblems(document) {
  const feed = document.documentElement;
  if (feed.namespaceURI !== ATOM || feed.localName !== "feed") {
    return [`the root element is ${feed.localName} in ${feed.namespaceURI}, not atom:feed`];
  }
  const entries = children(feed, "entry");
  const everyEntryHasAuthor =
    entries.length > 0 && entries.every((entry) => children(entry, "author").length > 0);
  const problems = commonProblems(feed, "the feed", { needsAuthor: !everyEntryHasAuthor });
  if (!children(feed, "link").some((link) => link.getAttribute("rel") === "self")) {
    problems.push("the feed should name itself in a link rel=self");
  }
  const ids = new Set();
  entries.forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    problems.push(...commonProblems(entry, where, { needsAuthor: false }));
    const hasContent = children(entry, "content").length > 0;
    const hasAlternate = children(entry, "link").some(
      (link) => (link.getAttribute("rel") ?? "alternate") === "alternate",
    );
    if (!hasContent && !hasAlternate)
      problems.push(`${where} needs atom:content or an alternate link`);
    const id = children(entry, "id")[0]?.textContent.trim();
    if (id && ids.has(id)) problems.push(`${where}: its atom:id ${id} is another entry's`);
    ids.add(id);
  });
  return problems;
}

/** Each entry's id, title and updated date, in order. */
export function atomEntries(document) {
  return children(document.documentElement, "entry").map((entry) => ({
    id: children(entry, "id")[0]?.textContent.trim(),
    title: children(entry, "title")[0]?.textContent.trim(),
    updated: children(entry, "updated")[0]?.textContent.trim(),
  }));
}
