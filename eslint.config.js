// ESLint for the whole repository (`npm run lint`, part of `npm test`): TypeScript's recommended rules everywhere,
// React's hook rules and accessibility rules for the client.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "client/public/", "**/*.wasm.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused bindings are dead code; a leading underscore marks a parameter kept for its position.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // The legacy URL encoders are globals: a module that drops its own `escape` helper would silently call them.
      "no-restricted-globals": [
        "error",
        { name: "escape", message: "Use escapeRegExp (studio/language/text.ts) or encodeURIComponent." },
        { name: "unescape", message: "Use decodeURIComponent." },
      ],
      // Another area of the repository is reached by its alias, never by climbing folders: a file can move inside
      // its area without breaking imports, and the import says which layer it depends on.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(common|studio|server|client)(/|$)",
              message: "Import another area through its alias: @common/…, @studio/…, @server/… (client code: @/…).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ["client/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // A promise nobody awaits fails silently: every one is awaited, returned, handled or marked `void` on purpose.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { project: "./tsconfig.json", tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // React calls an event handler and ignores what it returns; a handler that returns a promise (a form's submit)
      // is as meant there. Elsewhere a promise where nothing waits for it is a mistake.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
);
