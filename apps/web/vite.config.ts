import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The framework's browser chunks (Rolldown's `codeSplitting` groups): two long-cached files named for what they
 * hold, shared by every page.
 */
const FRAMEWORK_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'react-router', test: /[\\/]node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/ },
];

/**
 * In the browser, `react-i18next` is app/i18n/browser-i18n.tsx (same hooks, a fifteenth of the weight; why there):
 * the server renders with the library itself.
 */
const BROWSER_I18N = fileURLToPath(new URL('./app/i18n/browser-i18n.tsx', import.meta.url));
const browserI18n: Plugin = {
  name: 'browser-i18n',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId: (id) => (id === 'react-i18next' ? BROWSER_I18N : undefined),
};

/**
 * React versions: npm workspaces hoist React 18 (Strapi's admin needs it) to the root and keep React 19 in
 * apps/web/node_modules (docs/000-product.md §11). Libraries hoisted to the root (react-router, lucide-react, …) would
 * resolve `react` to 18 at run time, so the server build bundles its dependencies and `dedupe` makes every `react`
 * import resolve from apps/web. Only packages that cannot be bundled (jsdom behind DOMPurify) stay external.
 * Vite 8 builds both environments in one run (React Router 8 uses its environment API): options of one environment
 * live under `environments`.
 */
export default defineConfig({
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: FRAMEWORK_CHUNKS } } } },
    },
    // The server build starts from our Express app (server/app.ts), which mounts React Router's handler. The
    // browser code's dynamic imports (form schemas loaded on first use) are static on the server: no warning for it.
    ssr: {
      build: { rolldownOptions: { input: './server/app.ts', checks: { ineffectiveDynamicImport: false } } },
    },
  },
  resolve: { dedupe: ['react', 'react-dom'], tsconfigPaths: true },
  ssr: {
    noExternal: true,
    external: ['isomorphic-dompurify'],
  },
  plugins: [
    browserI18n,
    tailwindcss(),
    reactRouter(),
    // The browser's files, compressed once at build time (server.js serves the .br/.gz beside each file).
    { ...compression({ algorithms: ['gzip', 'brotliCompress'] }), applyToEnvironment: (env) => env.name === 'client' },
  ],
});
