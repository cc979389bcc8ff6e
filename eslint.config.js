/**
 * ESLint (flat config), run by `npm run lint` and `npm test`: type-checked typescript-eslint rules for the TypeScript in both
 * apps, the e2e and system tests; React hooks and accessibility rules for the web app; the JS recommended rules, without type
 * information, for the plain .mjs/.js scripts. The boundary rules: server-only modules (`*.server`) stay out of client code,
 * no import cycles, shared code never imports a feature, a feature reaches another only through its public entry, the
 * CMS's `src/lib` never imports `src/api` (eslint-plugin-import-x, as Bulletproof React's `.eslintrc.cjs` does), and a
 * workspace package imports only what its package.json declares.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Globs of client code: what they import ends up in the browser bundle, so a `*.server` module must not be among it. */
export /** Components and pages whose words come from the catalogs (issue 23): the i18next lint rule below keeps them there. */
const TRANSLATED_UI = [
  'apps/web/app/root.tsx',
  'apps/web/app/i18n/**',
  'apps/web/app/components/layout/**',
  'apps/web/app/components/legal/**',
  'apps/web/app/routes/_public/{home,about,testimonials}.tsx',
  'apps/web/app/components/{home,marketing,testimonials}/**',
  'apps/web/app/routes/_public/services.tsx',
  'apps/web/app/routes/_public/legal.tsx',
  'apps/web/app/routes/_public/accessibility.tsx',
  'apps/web/app/routes/_public/{hire,contact}.tsx',
  'apps/web/app/features/{enquiries/components/contact-form,enquiries/components/contact-details,hiring-requests/components/hire-form,job-alerts/components/job-alert-form}.tsx',
  'apps/web/app/components/ui/{conform-field,required-note}.tsx',
  'apps/web/app/routes/_public/{blog,job}.tsx',
  'apps/web/app/features/jobs/components/{job-board,job-card,job-search-form,job-details,job-suggestions,job-search-feed-link}.tsx',
  'apps/web/app/features/applications/components/{apply-form,apply-panel,apply-shortcut,screening-answers}.tsx',
  'apps/web/app/components/ui/code-options.tsx',
  'apps/web/app/{routes/_public/{insights,article},features/articles/components/{all-articles,article-body,article-card,latest-articles,article-grid}}.tsx',
  'apps/web/app/{components/link-page,routes/_public/alerts-confirm,routes/_public/alerts-unsubscribe}.tsx',
  'apps/web/app/{features/candidate-page/components/candidate-page,routes/_public/my-application,routes/_public/my-application-request}.tsx',
  'apps/web/app/routes/_public/{talent-pool-renew,my-data}.tsx',
];

const CLIENT_CODE = ['apps/web/app/**/components/**/*.{ts,tsx}', 'apps/web/app/**/*.client.{ts,tsx}'];

/** The web app's feature folders (`apps/web/app/features/<name>`): each one is a zone of its own. */
export const WEB_FEATURES = readdirSync(new URL('apps/web/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature's public entries: what other features may import of it. `index.ts` is client-safe (components, constants,
 * pure helpers); `index.server.ts` is for server modules (the `*.server` rule above keeps it out of client code).
 */
export const FEATURE_ENTRIES = ['index.ts', 'index.server.ts'];

/**
 * The import boundaries of the web app and the CMS (import-x/no-restricted-paths zones, relative to this folder): shared
 * code is below the features and never imports one; a feature imports another only through its public entry, or the route
 * module composes them; the CMS's `src/lib` is below `src/api`.
 */
export const IMPORT_ZONES = [
  {
    target: ['apps/web/app/components', 'apps/web/app/lib', 'apps/web/app/content'],
    from: 'apps/web/app/features',
    message:
      'Shared code (components/, lib/, content/) must not import a feature: take what it needs as props, or move it to shared code.',
  },
  ...WEB_FEATURES.map((feature) => ({
    target: `apps/web/app/features/${feature}`,
    from: 'apps/web/app/features',
    except: [`./${feature}`, ...WEB_FEATURES.flatMap((other) => FEATURE_ENTRIES.map((entry) => `./${other}/${entry}`))],
    message:
      'A feature reaches another only through its public entry (features/<name>/index.ts or index.server.ts), or the route module composes them.',
  })),
  {
    target: 'apps/cms/src/lib',
    from: 'apps/cms/src/api',
    message: "The CMS's src/lib is below src/api: pass what it needs in (a service, a uid) rather than importing it.",
  },
];

/** ESLint settings resolving imports as the TypeScript project of `tsconfig` (relative to this folder) does. */
function importResolver(tsconfig) {
  const project = new URL(tsconfig, import.meta.url).pathname;
  return { 'import-x/resolver-next': [createTypeScriptImportResolver({ project, alwaysTryTypes: true })] };
}

/** The type-aware rules on values typed `any`: off where the code reads untyped data by nature (Strapi's glue, tests). */
const UNSAFE_ANY_OFF = {
  '@typescript-eslint/no-unsafe-argument': 'off',
  '@typescript-eslint/no-unsafe-assignment': 'off',
  '@typescript-eslint/no-unsafe-call': 'off',
  '@typescript-eslint/no-unsafe-member-access': 'off',
  '@typescript-eslint/no-unsafe-return': 'off',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/build/',
      '**/.react-router/',
      '**/.strapi/',
      '**/.tmp/',
      '**/.cache/',
      'apps/cms/types/generated/',
      'apps/cms/public/',
      'apps/web/public/',
      'playwright-report/',
      'test-results/',
      'e2e/.artifacts/',
      // Deliberate violations, linted one by one by tests/lint.
      'tests/lint/fixtures/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // React Router's idiom: loaders and actions `throw redirect(...)`/`throw data(...)`, i.e. a Response (or DataWithResponseInit).
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
          allowThrowingUnknown: true,
        },
      ],
      // Rejecting with what a callback handed over (`onShellError(error: unknown)`) passes the error on; it is not a new one.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // An async function as an onClick/onSubmit handler is fine (React ignores the returned promise); elsewhere it is a bug.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `_`-prefixed names are the project's way to say "deliberately unused" (typecheck already forbids other unused names).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A few extras beyond recommended-type-checked that catch real mistakes without noise.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unnecessary-template-expression': 'error',
      '@typescript-eslint/no-unnecessary-boolean-literal-compare': 'error',
      '@typescript-eslint/prefer-optional-chain': 'error',
    },
  },

  // The web app: React hooks and accessibility.
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    rules: {
      // Our form primitives (components/ui) render the native control, so a label around one is associated.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['Input', 'Select', 'Textarea'] }],
    },
  },

  // The public site's words live in the message catalogs (apps/web/app/i18n/catalogs; docs/026-languages.md): no English
  // written in the JSX of a translated component, text or a spoken attribute. The list grows as components are moved
  // to the catalogs; the back-office is in English only and not in it.
  {
    files: TRANSLATED_UI,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label'] },
        },
      ],
    },
  },

  // Boundary: server-only modules (`*.server`, `.server/`) stay on the server. Type-only imports are erased, so they may stay.
  {
    files: CLIENT_CODE,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.server', '*.server', '**/*.server.ts', '**/*.server.tsx', '**/.server', '**/.server/**'],
              allowTypeImports: true,
              message:
                'Server-only module: client code and components must not import *.server modules (load the data in a route loader and pass it down).',
            },
          ],
        },
      ],
    },
  },

  // Import boundaries, with imports resolved as TypeScript resolves them (`~/` paths, the workspace packages): each app and
  // the contract by its own tsconfig, the rest by the root's. One tsconfig per block: with several `project`s, resolver
  // 4.4.5 forgets them all when ESLint's cwd is not the process's (an editor, the lint test), and `~/` stops resolving.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      ...importResolver('tsconfig.json'),
    },
    rules: {
      // Type-only imports are erased and do not count (import-x's rule skips them).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: IMPORT_ZONES }],
    },
  },
  // Declared dependencies: a workspace package imports only packages its own package.json lists (the apps list the
  // contract), not whatever npm happened to hoist where the import finds it.
  {
    files: ['apps/**/*.{ts,tsx,mts,cts,js,mjs,cjs}', 'packages/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: { 'import-x/no-extraneous-dependencies': 'error' },
  },
  { files: ['apps/web/**'], settings: importResolver('apps/web/tsconfig.json') },
  { files: ['apps/cms/**'], settings: importResolver('apps/cms/tsconfig.json') },
  { files: ['packages/contract/**'], settings: importResolver('packages/contract/tsconfig.json') },

  // Strapi's glue: its factories' `super`, the query engine (`strapi.db.query`), the Koa context's `params` and plugin services
  // are typed `any` (no generated content-type types); the code casts what it reads, which these rules cannot see.
  {
    files: ['apps/cms/src/api/**', 'apps/cms/src/bootstrap/**', 'apps/cms/src/extensions/**'],
    rules: UNSAFE_ANY_OFF,
  },

  // Tests: JSON bodies, mocks and spies are `any` by nature and the assertions check their shape; async stubs stand in for
  // async dependencies without awaiting anything.
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'apps/cms/tests/**', 'e2e/**', 'tests/**'],
    rules: {
      ...UNSAFE_ANY_OFF,
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  // Node programs: the web server, the CMS, package builds, tests, scripts and benchmarks.
  {
    files: [
      'apps/cms/**',
      'apps/web/server/**',
      'apps/web/*.{js,ts}',
      'packages/*/*.{js,mjs}',
      'packages/*/scripts/**',
      'e2e/**',
      'tests/**',
      'scripts/**',
      'bench/**',
      '*.{js,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },

  // Plain JavaScript: the JS recommended rules only, no type information.
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
