import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-variants/",
      ".react-router/",
      "node_modules/",
      "bench/results/",
      "bench/.work/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "emulator/**", "tests/**", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Imports flow one way: content and lib never reach into components, features or routes.
    files: ["content/**", "app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            "~/components/*",
            "~/features/*",
            "~/routes/*",
            "**/components/**",
            "**/routes/**",
          ],
        },
      ],
    },
  },
);
