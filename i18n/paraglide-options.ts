import type { CompilerOptions } from "@inlang/paraglide-js";

// How the words of the screens (messages/) are compiled, for the Vite plugin of the build and
// the tests, and for `npm run i18n`.
export const paraglideOptions: CompilerOptions = {
  project: "./project.inlang",
  outdir: "./i18n/paraglide",
  // A page's language comes from its path (locale.ts); Paraglide's global locale is never used.
  strategy: ["url", "baseLocale"],
  emitTsDeclarations: true,
};
