// The canonical origin, with the same default as app/lib/config.ts.
export function siteUrlFromEnv(env = process.env) {
  return (env.VITE_SITE_URL || "https://star.example.org").replace(/\/+$/, "");
}
