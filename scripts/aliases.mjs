// Import aliases, shared by vite.config.ts, vitest.config.ts and the build scripts.
import { fileURLToPath } from "node:url";

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));

export const aliases = {
  "~": here("../app"),
  "~content": here("../content"),
  "@nunito": here("../node_modules/@fontsource-variable/nunito/files"),
};
