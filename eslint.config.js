// Lint: correctness (typescript-eslint), React hooks, accessibility of JSX, and the layer rules
// of ../shared/ARCHITECTURE.md as import restrictions (decision 0018). The rules that need types
// (promises nobody awaits) are oxlint's, run with the type check (.oxlintrc.json, decision 0074).
// What one file cannot show (import circles, the order of server/modules/, modules never
// importing server/resources/) is scripts/check-imports.mjs's, the last step of `npm run lint`.
// Formatting is Prettier's (`npm run lint` also runs `prettier --check`), not ESLint's.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

/** An import of another layer (by its relative path or alias), refused with the rule it breaks. */
const forbid = (regex, message) => ({ regex, message });
const SERVER = "^(\\.\\./)+server(/|$)";
const APP = "^(~/|(\\.\\./)+app(/|$))";
const MODULES = "^(\\.\\./)+(modules|resources|seed)(/|$)";

const APP_TO_SERVER = "app/ reaches the server only through app/services.server.ts.";
/** zod itself and the shared modules built on it. */
const ZOD = "^zod$|/schemas/zod$|-payload$";

/** The site's links go through app/components/ui/site-link.tsx (decision 0043). */
const ROUTER_LINK = {
  regex: "^react-router$",
  importNames: ["Link"],
  message: "Import Link from ~/components/ui/site-link: one click handler for the page, not a dozen hooks per link.",
};

const layers = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/**
 * React Router's bundler reads file names: `*.client.*` is browser-only (the server bundle
 * gets `void 0` in its place), `*.server.*` server-only. A server file named like a client
 * module vanishes from production while every source test passes (issue 45: the Breezy client).
 */
const bundlerFileNames = {
  rules: {
    "bundler-file-name": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          name: "{{side}} files never end in .{{suffix}}.*: React Router's bundler would replace this module by void 0 in the {{bundle}} bundle. Rename it (a Breezy client is breezy-api.ts).",
        },
      },
      create: (context) => ({
        Program(node) {
          const path = context.filename.replaceAll("\\", "/");
          const [, dir, suffix] = /\/(server|common)\/(?:.*\/)?[^/]+\.(client|server)\.[^/]+$/.exec(path) ?? [];
          if (!dir || (dir === "server" && suffix === "server")) return;
          context.report({
            node,
            messageId: "name",
            data: { side: dir === "server" ? "Server" : "Shared", suffix, bundle: suffix === "client" ? "server" : "browser" },
          });
        },
      }),
    },
  },
};

/**
 * Dates are shown in Paris time and French formats by one module, common/format/date.ts
 * (issue 49: five admin screens showed the browser's zone). `toLocaleString` also formats
 * numbers, so only its calls on a Date (read from the types) are refused.
 */
const DATE_MODULE =
  "Dates go through common/format/date.ts (frenchDateTime, frenchShortDate, parisIsoDay…): Paris time and French formats wherever the code runs.";
const parisDates = {
  rules: {
    "date-to-locale-string": {
      meta: { type: "problem", schema: [], messages: { date: `Date.toLocaleString: ${DATE_MODULE}` } },
      create(context) {
        const services = context.sourceCode.parserServices;
        if (!services?.program) return {};
        const checker = services.program.getTypeChecker();
        const isDate = (node) => {
          const type = checker.getApparentType(services.getTypeAtLocation(node));
          return (type.isUnion() ? type.types : [type]).some((part) => part.getSymbol()?.getName() === "Date");
        };
        return {
          "CallExpression > MemberExpression.callee[property.name='toLocaleString']"(node) {
            if (isDate(node.object)) context.report({ node, messageId: "date" });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }],
      // French typography puts narrow no-break spaces in texts; code itself stays plain.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true, skipComments: true }],
    },
  },
  {
    files: ["server/**", "common/**"],
    plugins: { local: bundlerFileNames },
    rules: { "local/bundler-file-name": "error" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    // The rules of hooks; the React Compiler's own rules wait for the compiler (decision 0018).
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },

  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "common/**/*.ts"],
    ignores: ["common/format/**"],
    plugins: { "paris-dates": parisDates },
    rules: {
      "no-restricted-properties": [
        "error",
        { property: "toLocaleDateString", message: DATE_MODULE },
        { property: "toLocaleTimeString", message: DATE_MODULE },
        { object: "Intl", property: "DateTimeFormat", message: DATE_MODULE },
      ],
      "paris-dates/date-to-locale-string": "error",
    },
  },

  // The browser calls the API through one client typed from the server's routes (decision 0072).
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["value", "quasis.0.value.raw"].map((first) => ({
          selector: `CallExpression[callee.name="fetch"][arguments.0.${first}=/^\\/api\\//]`,
          message: "Call the API through `api` (~/lib/api): its addresses and answers are typed from the server's routes.",
        })),
      ],
    },
  },

  // A function a reader holds in their head at once (issue 51, decision 0071): at most 80 lines
  // of code, tests and journeys included. Seed data is exempt: its functions are lists of demo
  // records, read one record at a time.
  {
    ignores: ["server/seed/**"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },

  // Layers (../shared/ARCHITECTURE.md). Tests may reach any layer to set up what they assert.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/services.server.ts", "app/lib/api-routes.ts", "**/*.test.{ts,tsx}"],
    rules: layers(forbid(SERVER, APP_TO_SERVER), ROUTER_LINK),
  },
  {
    // The same files minus staff screens and loaders, which may use zod: on a public page it
    // weighs 4 KB of a first load held to 130 KB (decision 0009). Only direct imports are seen.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/services.server.ts",
      "app/lib/api-routes.ts",
      "**/*.test.{ts,tsx}",
      "**/*.server.{ts,tsx}",
      "app/components/admin/**",
      "app/routes/admin/**",
    ],
    rules: layers(
      forbid(SERVER, APP_TO_SERVER),
      forbid(ZOD, "Public pages' code does not import zod: take the plain rule or constant (common/db-limits.ts…)."),
      ROUTER_LINK,
    ),
  },
  {
    files: ["common/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: layers(forbid(`${SERVER}|${APP}`, "common/ is shared by both sides: it imports neither app/ nor server/.")),
  },
  {
    files: ["server/db/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: layers(forbid(MODULES, "server/db/ holds tables and the client: no module service (seeding lives in server/seed/).")),
  },
  {
    files: ["server/lib/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: layers(forbid(MODULES, "server/lib/ is what modules build on: it imports no module.")),
  },
  {
    // Files are reached through the store the settings choose (decision 0038), never one adapter.
    files: ["server/modules/**/*.ts", "server/resources/**/*.ts", "server/seed/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "/lib/(storage|media-store|s3-objects)$",
              importNames: ["createFileStore", "s3FileStore", "keyPathUnder", "localMediaStore", "s3MediaStore", "s3Objects"],
              message: "Use fileStoreFor(config) or mediaStoreFor(config): the store the settings choose.",
            },
          ],
        },
      ],
    },
  },
);
