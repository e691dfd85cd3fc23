// Lint for the widget front ends: eslint's recommended rules (prettier lays the code out; `npm run lint` runs both).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";

export default defineConfig([
  { ignores: ["test/fixtures/"] }, // snapshots written by scripts/js_fixtures.py
  js.configs.recommended,
  // the views run in the notebook's page
  { files: ["src/**/*.js"], languageOptions: { globals: globals.browser } },
  // the tests draw the views in jsdom under Node (and run Python through node:child_process)
  { files: ["test/**/*.js"], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // the build and the configs run in Node
  { files: ["*.js", "*.mjs"], languageOptions: { globals: globals.node } },
]);
