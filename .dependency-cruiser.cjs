/**
 * The layout's rules, checked by `npm run lint` (part of `npm test`). Each rule names the reason in its comment;
 * docs/architecture.md has the picture.
 */
/**
 * What never runs in production: tests, the data and helpers beside them in `test-support/` folders, browser tests,
 * benchmarks (bench/ holds their corpus and quality checks too), the developer's scripts and tool configuration. The
 * scripts not named here run in production (`npm start`: start.mjs, client-build.mjs, prerender-landing.mjs,
 * render-host.mjs), so a new script is checked as production until it is named.
 */
const DEV_ONLY = [
  "\\.test\\.tsx?$",
  "(^|/)test-support/",
  "^e2e/",
  "^bench/",
  "^scripts/(dev\\.mjs|run-tests\\.mjs|test-setup\\.mjs|build-wasm\\.ts|compile-wat\\.ts|studio-frames\\.ts)$",
  "(^|/)[^/]+\\.config\\.[cm]?[jt]s$",
];

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A cycle makes load order matter and modules impossible to test alone (a type-only import is erased, so it cannot make one).",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "common-is-the-bottom",
      severity: "error",
      comment: "common/ holds what everyone shares; it depends on nothing of the app's.",
      from: { path: "^common/" },
      to: { path: "^(server|client|studio|scripts|bench|e2e)/" },
    },
    {
      name: "studio-knows-no-http-nor-database",
      severity: "error",
      comment: "The engine turns a story into a video; the server and the client use it, never the other way round.",
      from: { path: "^studio/" },
      to: { path: "^(server|client)/" },
    },
    {
      name: "client-uses-only-common",
      severity: "error",
      comment: "The browser bundle may share schemas (common/) but never server or engine code.",
      from: { path: "^client/" },
      to: { path: "^(server|studio)/" },
    },
    {
      name: "server-never-imports-client",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^client/" },
    },
    {
      name: "features-do-not-import-each-other",
      severity: "error",
      comment:
        "Shared client pieces live in components/ or lib/; a feature reaching into another couples their releases.",
      from: { path: "^client/src/features/([^/]+)/" },
      to: { path: "^client/src/features/([^/]+)/", pathNot: "^client/src/features/$1/" },
    },
    {
      name: "studio-is-entered-by-its-index",
      severity: "error",
      comment:
        "Code outside the studio uses what studio/index.ts offers (@studio), never a module inside it: the studio can " +
        "move its parts without breaking the server. Benchmarks, scripts and browser tests, which measure and drive " +
        "its parts, are the exception.",
      from: { path: "^(server|client|common)/" },
      to: { path: "^studio/", pathNot: "^studio/index\\.ts$" },
    },
    {
      name: "studio-language-is-its-bottom",
      severity: "error",
      comment:
        "studio/language/ reads English for every layer above it and depends on none of them. (In this rule and the " +
        "two below, tests may cross layers: they check what the layers make together.)",
      from: { path: "^studio/language/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^studio/", pathNot: "^studio/language/" },
    },
    {
      name: "studio-script-comes-before-drawing-and-rendering",
      severity: "error",
      comment:
        "The writer (studio/direct/) makes the script from the story; it knows nothing of how scenes are drawn, " +
        "voiced or encoded.",
      from: { path: "^studio/direct/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^studio/(compose|render|narrate|pictures)/" },
    },
    {
      name: "studio-drawing-comes-before-rendering",
      severity: "error",
      comment:
        "What is drawn (studio/art/, studio/compose/) is decided before frames are rendered and encoded, never from " +
        "there.",
      from: { path: "^studio/(art|compose|kit)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^studio/render/" },
    },
    {
      name: "no-test-code-in-production",
      severity: "error",
      comment:
        "Tests, their fakes and data (test-support/), benchmarks and their corpus (bench/) and the developer's " +
        "scripts are never part of what runs in production.",
      from: { pathNot: DEV_ONLY },
      to: { path: DEV_ONLY },
    },
    {
      name: "no-dev-dependencies-in-production",
      severity: "error",
      comment:
        "Code that runs in production imports only dependencies: an install for production may leave the " +
        "devDependencies out (npm ci --omit=dev). Tests, benchmarks and developer scripts may use the dev tools.",
      from: { pathNot: DEV_ONLY },
      to: { dependencyTypes: ["npm-dev"] },
    },
    {
      name: "no-orphans",
      severity: "error",
      comment: "A module nothing imports is dead code (entry points, tests and configuration excepted).",
      from: {
        orphan: true,
        pathNot: [
          "\\.test\\.tsx?$",
          "\\.d\\.m?ts$",
          "(^|/)\\.[^/]+\\.(c|m)?js$",
          "^(vite|vitest|vitest\\.e2e)\\.config\\.ts$",
          "^scripts/",
          "^bench/",
          "^e2e/",
          "^server/main\\.ts$",
          "^studio/(cli|storyboard-cli)\\.ts$",
          "^client/src/main\\.tsx$",
          "eslint\\.config\\.js$",
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // node_modules stays in the graph (unfollowed) so that each package import knows its type (npm, npm-dev).
    exclude: { path: "(^|/)(dist|data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
