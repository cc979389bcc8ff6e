import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import tsconfigPaths from 'vite-tsconfig-paths';

/** Browser chunks of the framework, by module path. */
const FRAMEWORK_CHUNKS: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, 'react'],
  [/\/node_modules\/(react-router|turbo-stream|cookie|set-cookie-parser)\//, 'react-router'],
];

/**
 * React versions: npm workspaces hoist React 18 (Strapi's admin needs it) to the root and keep React 19 in
 * apps/web/node_modules (docs/000-product.md §11). Libraries hoisted to the root (react-router, lucide-react, …) would
 * resolve `react` to 18 at run time, so the server build bundles its dependencies and `dedupe` makes every `react`
 * import resolve from apps/web. Only packages that cannot be bundled (jsdom behind DOMPurify) stay external.
 */
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server build starts from our Express app (server/app.ts), which mounts React Router's handler.
    rollupOptions: isSsrBuild
      ? { input: './server/app.ts' }
      : {
          output: {
            // The framework in two long-cached files named for what they hold; shared pieces under 5 kB merged into
            // a chunk loaded with them rather than fetched one by one
            // (docs/008-public-pages-at-static-speed.md: / fetched 34 modules).
            manualChunks: (id) => FRAMEWORK_CHUNKS.find(([pattern]) => pattern.test(id))?.[1],
            experimentalMinChunkSize: 5_000,
          },
        },
  },
  resolve: { dedupe: ['react', 'react-dom'] },
  ssr: {
    noExternal: true,
    external: ['isomorphic-dompurify'],
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    // The browser's files, compressed once at build time (server.js serves the .br/.gz beside each file).
    ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'] })]),
  ],
}));
