import { defineConfig, type Plugin } from "vite";
import { readConfig } from "../app/lib/config-schema.ts";
import { adminPolicy } from "../app/lib/security-policy.ts";

/**
 * The editor's security policy in its own page too, not only in the host's `_headers`: a host
 * that drops or mismatches that rule still serves the editor protected.
 */
function editorPolicy(authUrl: string): Plugin {
  return {
    name: "editor-policy",
    transformIndexHtml: () => [
      {
        tag: "meta",
        attrs: {
          "http-equiv": "Content-Security-Policy",
          content: adminPolicy({ backendOrigins: [new URL(authUrl).origin] }),
        },
        injectTo: "head-prepend",
      },
    ],
  };
}

// The content editor at /admin: Decap CMS and its configuration, built apart from the site so
// that no public page carries any of it. It reads the same validated settings as the site
// (where staff sign in, which repository and branch they edit).
export default defineConfig(({ mode }) => {
  const config = readConfig(mode, `${import.meta.dirname}/..`);
  return {
    root: import.meta.dirname,
    plugins: [editorPolicy(config.cms.authUrl)],
    define: { __STAR_CONFIG__: JSON.stringify(config) },
    base: "/admin/",
    publicDir: false,
    build: {
      outDir: "../build/client/admin",
      emptyOutDir: true,
      target: "es2022",
      chunkSizeWarningLimit: 6000,
    },
    logLevel: "warn",
  };
});
