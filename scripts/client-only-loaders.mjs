// For the benchmark's client-only build (React Router SPA mode), which refuses build-time
// loaders: each route's `loader` becomes a `clientLoader`, so the content modules ship to the
// browser and run there, as they would in an app built that way from the start.
const LOADER = /export (async )?function loader\(/;

export function clientOnlyLoaders() {
  return {
    name: "star:client-only-loaders",
    enforce: "pre",
    transform(code, id) {
      if (!/\/app\/routes\/[^/]+\.tsx$/.test(id) || !LOADER.test(code)) return undefined;
      const renamed = code.replace(LOADER, "$1function contentLoader(");
      // A route that already has a clientLoader asks the build-time loader through serverLoader().
      if (/export (async )?function clientLoader\(/.test(renamed)) {
        return renamed.replaceAll("serverLoader()", "contentLoader()");
      }
      return `${renamed}\nexport function clientLoader(args: Parameters<typeof contentLoader>[0]) {\n  return contentLoader(args);\n}\n`;
    },
  };
}
