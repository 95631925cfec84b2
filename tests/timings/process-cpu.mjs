// The processor time a command and everything it starts have used, for the suite's timings.
// A process's own time reaches its parent only when the parent waits for it, and browsers end
// their helpers by killing the whole group: Chromium's renderers never reach `time`'s count,
// which missed more than half of a browser test's time. So on Linux the tree is read from /proc
// while it runs, and each process counts with the time it had used when last seen.
import { readdirSync, readFileSync } from "node:fs";

const ticksPerSecond = 100; // USER_HZ, which /proc reports in on every Linux

/** pid, parent, session, start and used ticks of every process, or null without /proc. */
function processes() {
  let names;
  try {
    names = readdirSync("/proc");
  } catch {
    return null;
  }
  const found = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // ended while being read
    }
    // The command name may hold spaces and brackets: the fields start after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    found.push({
      pid: Number(name),
      parent: Number(fields[1]),
      session: Number(fields[3]),
      ticks: Number(fields[11]) + Number(fields[12]),
      key: `${name}@${fields[19]}`,
    });
  }
  return found;
}

/**
 * Starts watching the processes below `rootPid`: its descendants, and any process in a session
 * one of them leads (a browser's helpers, orphaned when the browser is killed). `stop()` gives
 * the seconds they used, or null where /proc is missing (macOS, Windows).
 */
export function watchProcessTree(rootPid, intervalMs = 250) {
  const used = new Map(); // process (pid@start) -> ticks when last seen
  const ours = new Set(); // processes (pid@start) below the root
  const sessions = new Set([rootPid]); // sessions led by one of them
  let root;
  let readable = true;
  const sample = () => {
    const all = processes();
    if (!all) {
      readable = false;
      return;
    }
    const byPid = new Map(all.map((each) => [each.pid, each]));
    root ??= byPid.get(rootPid)?.key;
    const isOurs = (each) => {
      const chain = [];
      for (let at = each; at; at = byPid.get(at.parent)) {
        if (at.key === root || ours.has(at.key) || sessions.has(at.session)) {
          for (const below of chain) ours.add(below.key);
          return true;
        }
        chain.push(at);
      }
      return false;
    };
    for (const each of all) {
      if (!isOurs(each)) continue;
      ours.add(each.key);
      if (each.session === each.pid) sessions.add(each.pid);
      used.set(each.key, each.ticks);
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      sample();
      clearInterval(timer);
      if (!readable) return null;
      let ticks = 0;
      for (const value of used.values()) ticks += value;
      return ticks / ticksPerSecond;
    },
  };
}
