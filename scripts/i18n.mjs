// `npm run i18n` (also after `npm ci`): checks that every message exists in English and Spanish
// with the same {inputs} (check-messages.mjs), then compiles them with the options the build's
// Vite plugin uses, so that the types and the tests have them before any build.
import { compile } from "@inlang/paraglide-js";
import { messageProblemsOfProject } from "./check-messages.mjs";
import { paraglideOptions } from "../i18n/paraglide-options.ts";

const problems = await messageProblemsOfProject();
if (problems.length > 0) {
  console.error(`Messages need fixing:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
await compile(paraglideOptions);
