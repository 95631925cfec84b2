import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { expect, it } from "vitest";
import { watchProcessTree } from "./process-cpu.mjs";

// A browser's helper as a browser leaves it: started in a session of its own, its parent gone
// before it, so its time never reaches the parent's count. It works until it has used 0.6 s of
// processor time, says so, and waits to be ended with the rest of its group.
const helper = `
  const start = process.cpuUsage();
  const used = () => { const { user, system } = process.cpuUsage(start); return (user + system) / 1e6; };
  while (used() < 0.6) Math.sqrt(Math.random());
  console.log("worked");
  setInterval(() => {}, 1000);
`;
const parent = `
  const { spawn } = require("node:child_process");
  const child = spawn(process.execPath, ["-e", ${JSON.stringify(helper)}], { stdio: "inherit" });
  child.unref();
  process.exit(0);
`;

it("counts the time of a command's helpers, also those their parent left behind", async () => {
  const command = spawn(process.execPath, ["-e", parent], {
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Looked at when it starts and when it stops, by then only the helper is left.
  const watch = watchProcessTree(command.pid, 60_000);
  await new Promise((resolve) => command.stdout.on("data", resolve));
  const seconds = watch.stop();
  process.kill(-command.pid, "SIGKILL");
  if (existsSync("/proc/self/stat")) {
    expect(seconds).toBeGreaterThanOrEqual(0.6);
    expect(seconds, "each process counted once").toBeLessThan(1.2);
  } else {
    expect(seconds, "no processor time where /proc is missing").toBeNull();
  }
});
