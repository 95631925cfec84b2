import type { Config } from "@react-router/dev/config";

// Every static path of app/routes.ts is prerendered (site pages included, they are static
// routes built from content), in both languages, plus /404 and /es/404 for the Not Found
// pages that the server sends.
export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404", "/es/404"];
  },
} satisfies Config;
