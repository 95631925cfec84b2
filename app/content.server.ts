// Every fact and text in content/, for the loaders that prerender the pages. A ".server"
// module never reaches the browser (React Router refuses to bundle it), so neither do the
// content files nor zod, which checks them as the build loads them.
export * from "~content/all";
