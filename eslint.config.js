/**
 * ESLint (flat config), run by `npm run lint` and `npm test`: type-checked typescript-eslint rules for the TypeScript in both
 * apps, the e2e and system tests; React hooks and accessibility rules for the web app; the JS recommended rules, without type
 * information, for the plain .mjs/.js scripts. The boundary rule keeps server-only modules (`*.server`) out of client code.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Globs of client code: what they import ends up in the browser bundle, so a `*.server` module must not be among it. */
export const CLIENT_CODE = ['apps/web/app/**/components/**/*.{ts,tsx}', 'apps/web/app/**/*.client.{ts,tsx}'];

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
