import { startEmulator } from "./server.mjs";

let started;

/**
 * A demo build reads its events and camps from the emulator at the address its pages name.
 * It starts one there, or uses the one already listening; either way the build never waits on
 * it: the emulator does not keep the build's process alive, and a read that fails is left out.
 * Called once per build, however many of the build's environments ask.
 */
export function emulatorForBuild(port) {
  started ??= startEmulator({ port, unref: true }).then(
    () => console.log(`Google API emulator on port ${port}, for the events and camps in pages`),
    (error) => {
      if (error?.code === "EADDRINUSE") {
        console.log(`Port ${port} is taken: the build reads events and camps from what answers`);
      } else {
        console.warn(`The emulator could not start on port ${port}: ${error?.message ?? error}`);
      }
    },
  );
  return started;
}

/** The Vite plugin that starts it when, and only when, a demo build starts building. */
export function emulatorForDemoBuild(port) {
  return {
    name: "star:emulator-for-demo-build",
    apply: (_config, { command, mode }) => command === "build" && mode === "demo",
    buildStart: () => emulatorForBuild(port),
  };
}
