import type { CompilerOptions } from "@inlang/paraglide-js";

// How the words of the screens (messages/) are compiled, for the Vite plugin of the build and
// the tests, and for `npm run i18n`.
export const paraglideOptions: CompilerOptions = {
  project: "./project.inlang",
  outdir: "./i18n/paraglide",
  // A page's language comes from its path (locale.ts); Paraglide's global locale is never used.
  strategy: ["url", "baseLocale"],
  emitTsDeclarations: true,
  // One module per message, in a build and in a development server alike. Paraglide's plugin
  // otherwise compiles one module per language for a development server, into the same folder:
  // a dev server started while the tests or a build read it (npm run cms in the browser tests)
  // swapped the files under them. With one shape, a compile of unchanged words writes nothing.
  outputStructure: "message-modules",
};
