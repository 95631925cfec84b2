import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

const contentOutsideLoaders = {
  group: ["~content/*", "!~content/site-format", "!~content/program-ids"],
  allowTypeImports: true,
  message: "Read content in a loader, through ~/content.server.",
};

const noContentInLib = {
  group: ["~content/*", "~/content.server", "**/content/**"],
  message: "app/lib holds the site's tools, which know nothing of its content; pass facts in.",
};

const noMessagesInContent = {
  group: ["**/paraglide/messages*", "~i18n/paraglide/*"],
  message:
    "Content is what staff write; the words of the screens (messages/) stay in app/, which puts the two together.",
};

const noAppInContent = {
  group: ["**/app/**", "~/*"],
  message:
    "content/ sits below app/: it may use the language helpers of i18n/, never the site's code.",
};

const i18nImportsNone = {
  group: ["**/app/**", "**/content/**", "~/*", "~content/*"],
  message: "i18n/ is the layer below everything: it imports nothing of the site's own.",
};

const oneWay = {
  group: ["~/components/*", "~/features/*", "~/routes/*", "**/components/**", "**/routes/**"],
  message: "Imports flow one way: content and lib never reach into components, features or routes.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-edited/",
      ".cache/",
      ".react-router/",
      "node_modules/",
      "bench/results/",
      "bench/.work/",
      "test-results/",
      "playwright-report/",
      "i18n/paraglide/",
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
    // A browser test waits for what a visitor sees, never for a time: a fixed wait costs every
    // run its length and still fails on a machine slower than the one it was tried on.
    files: ["tests/e2e/**", "tests/engines/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message: "Wait for a text, a role or a state instead (docs/testing.md).",
        },
      ],
    },
  },
  {
    // Content reaches pages through loaders, from .server modules that never reach the browser,
    // so neither the content nor zod ships. Types and the two validator-free modules are fine.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.test.{ts,tsx}", "app/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [contentOutsideLoaders] }] },
  },
  {
    files: ["app/lib/**"],
    ignores: ["app/lib/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [noContentInLib, oneWay] }],
    },
  },
  {
    files: ["content/**"],
    ignores: ["content/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [noMessagesInContent, noAppInContent, oneWay] },
      ],
    },
  },
  {
    files: ["i18n/**"],
    ignores: ["i18n/**/*.test.ts", "i18n/paraglide/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [i18nImportsNone] }] },
  },
);
