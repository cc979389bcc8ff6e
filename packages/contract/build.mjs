/**
 * Builds the contract twice from src/: ES modules for the web app (Vite, React Router) in dist/esm, CommonJS for
 * the CMS (Strapi's TypeScript build emits CommonJS) in dist/cjs. Both carry their .d.ts files.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const tsc = (...args) =>
  execFileSync(process.execPath, [TSC, '-p', 'tsconfig.build.json', ...args], { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
tsc();
tsc('--module', 'CommonJS', '--moduleResolution', 'Node10', '--verbatimModuleSyntax', 'false', '--outDir', 'dist/cjs');
writeFileSync('dist/cjs/package.json', '{ "type": "commonjs" }\n');
