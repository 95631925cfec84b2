// `npm run i18n`: checks that every message exists in English and Spanish with the same {inputs}
// (check-messages.mjs), then compiles them with the options the build's Vite plugin uses. The
// build, the dev servers, the type check and the tests compile them too (react-router.config.ts
// when they are missing, since `npm ci` runs no script), so this is for a look of your own.
import { compile } from "@inlang/paraglide-js";
import { messageProblemsOfProject } from "./check-messages.mjs";
import { paraglideOptions } from "../i18n/paraglide-options.ts";

const problems = await messageProblemsOfProject();
if (problems.length > 0) {
  console.error(`Messages need fixing:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
await compile(paraglideOptions);
