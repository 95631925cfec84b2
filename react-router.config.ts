import type { Config } from "@react-router/dev/config";

// `npm run bench` also builds the same app client-only (an SPA shell, no prerendered pages),
// the architecture such sites usually ship, to measure ours against it. Only the bench sets this.
const clientOnly = process.env.STAR_BENCH_CLIENT_ONLY === "1";

// Every static path of app/routes.ts is prerendered (site pages included, they are static
// routes built from content), plus /404 for the Not Found page that the server sends.
export default {
  ssr: false,
  ...(clientOnly
    ? { buildDirectory: "bench/.work/client-only" }
    : {
        async prerender({ getStaticPaths }) {
          return [...getStaticPaths(), "/404"];
        },
      }),
} satisfies Config;
