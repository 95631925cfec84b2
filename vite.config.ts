import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
      "@nunito": fileURLToPath(
        new URL("./node_modules/@fontsource-variable/nunito/files", import.meta.url),
      ),
    },
  },
  // The prerendered copyright year; the browser replaces it with its own (current-year.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { target: "es2022" },
});
