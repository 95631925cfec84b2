import { affectedSites } from "./closure-sites";

/**
 * A closure as posted, for the check that no closure is posted twice: its file's name, its days,
 * the locations it affects and the programs it stops or leaves running.
 */
export interface PostedClosure {
  id: string;
  first: string;
  last: string;
  /** Every location it affects (content/closure-sites.ts). */
  sites: readonly string[];
  programs: readonly string[];
  reason: string;
}

/** A closure as written, before it is posted: what the form or the file holds. */
export interface WrittenClosure {
  first?: unknown;
  last?: unknown;
  allSites?: unknown;
  sites?: unknown;
  programs?: unknown;
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === "string") : [];

/**
 * Whether two closures speak of a program in common: a closure of the whole site speaks of every
 * program (those it stops and those it leaves running), one of some programs of those alone.
 */
function shareProgram(a: Pick<PostedClosure, "programs">, b: Pick<PostedClosure, "programs">) {
  if (a.programs.length === 0 || b.programs.length === 0) return true;
  return a.programs.some((program) => b.programs.includes(program));
}

/**
 * The first posted closure that a closure repeats, if any. Two closures are the same when they
 * share a day, a location and a program they speak of: the same news twice, or two that say
 * different things of one day (closed, and closes early; Non-School Day Camps running, and
 * closed). Two closures of different programs only (Galaxy opens late, Nova is cancelled) are
 * not. `self` is the closure's own file, which it is never compared with.
 */
export function repeatedClosure(
  closure: WrittenClosure,
  posted: readonly PostedClosure[],
  sites: readonly { slug: string; programs: readonly string[] }[],
  self?: string,
): PostedClosure | undefined {
  const first = typeof closure.first === "string" ? closure.first : "";
  const last = typeof closure.last === "string" && closure.last ? closure.last : first;
  if (!first) return undefined;
  const written = {
    sites: affectedSites(
      {
        allSites: closure.allSites === true,
        sites: list(closure.sites),
        programs: list(closure.programs),
      },
      sites,
    ),
    programs: list(closure.programs),
  };
  return posted.find(
    (other) =>
      other.id !== self &&
      other.first <= last &&
      first <= other.last &&
      other.sites.some((site) => written.sites.includes(site)) &&
      shareProgram(written, other),
  );
}

/** How a message names the closure repeated: its reason, its days and its file. */
export const namedClosure = (closure: PostedClosure) =>
  `"${closure.reason}" (${closure.first === closure.last ? closure.first : `${closure.first} to ${closure.last}`}, ${closure.id})`;
