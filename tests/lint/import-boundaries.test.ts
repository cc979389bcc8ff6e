import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (eslint-plugin-import-x): no import cycles; the web app's shared code
 * (`components/`, `lib/`, `content/`) never imports a feature; a feature reaches another only through its public entry
 * (`features/<name>/index.ts`, or `index.server.ts` for server modules); the CMS's `src/lib` never imports `src/api`.
 * Each rule is shown to fire on one deliberate violation: snippets linted under made-up paths (their imports name real
 * modules, which the resolver must find), and for the cycle two files of tests/lint/fixtures (a cycle needs files on
 * disk), which `npm run lint` itself leaves out. Real configuration, without type information.
 */
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  ignore: false,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function errorsOf(ruleId: string, filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === ruleId);
}

const zoneErrors = (filePath: string, code: string) => errorsOf('import-x/no-restricted-paths', filePath, code);

describe('no import cycles', () => {
  it('a module importing one that imports it back is an error', async () => {
    const [result] = await eslint.lintFiles(['tests/lint/fixtures/cycle/a.ts']);
    const cycles = result.messages.filter((message) => message.ruleId === 'import-x/no-cycle');
    expect(cycles).toHaveLength(1);
    expect(cycles[0].message).toMatch(/Dependency cycle/);
  });

  it('the rule covers both apps and the contract', async () => {
    for (const file of [
      'apps/web/app/root.tsx',
      'apps/web/server/app.ts',
      'apps/cms/src/index.ts',
      'packages/contract/src/index.ts',
    ]) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, [number]> };
      expect(config.rules['import-x/no-cycle']?.[0], file).toBe(2);
    }
  });
});

describe("the web app's shared code never imports a feature", () => {
  it.each([
    ['apps/web/app/components/ui/x.tsx', "import { jobTitle } from '~/features/jobs';"],
    ['apps/web/app/components/layout/x.tsx', "import { useStaffUser } from '../../features/staff/staff-user';"],
    ['apps/web/app/lib/x.ts', "import { APPLICATIONS_PATH } from '~/features/applications/rules';"],
    ['apps/web/app/content/x.ts', "export { ENQUIRIES_PATH } from '~/features/enquiries';"],
    ['apps/web/app/components/layout/x.tsx', "const menu = () => import('~/features/staff/components/user-menu');"],
  ])('%s may not: %s', async (filePath, code) => {
    const errors = await zoneErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/Shared code .* must not import a feature/);
  });

  it('route modules and the root compose features, and shared code imports shared code', async () => {
    const code = "import { jobTitle } from '~/features/jobs/jobs';";
    expect(await zoneErrors('apps/web/app/routes/admin/x.tsx', code)).toHaveLength(0);
    expect(await zoneErrors('apps/web/app/root.tsx', code)).toHaveLength(0);
    expect(await zoneErrors('apps/web/app/components/ui/x.tsx', "import { cn } from '~/lib/cn';")).toHaveLength(0);
  });
});

describe('a feature reaches another only through its public entry', () => {
  it.each([
    "import { jobTitle } from '~/features/jobs/jobs';",
    "import { jobTitle } from '../../jobs/jobs';",
    "import { StatusBadge } from '~/features/applications/components/status-badge';",
  ])('a staff component may not: %s', async (code) => {
    const errors = await zoneErrors('apps/web/app/features/staff/components/x.tsx', code);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/public entry/);
  });

  it('through the entry it may, and within its own folder anything', async () => {
    const file = 'apps/web/app/features/staff/components/x.tsx';
    expect(await zoneErrors(file, "import { jobTitle } from '~/features/jobs';")).toHaveLength(0);
    expect(await zoneErrors(file, "import { StatusBadge } from '../../applications/index.ts';")).toHaveLength(0);
    expect(await zoneErrors(file, "import { loginSchema } from '~/features/staff/schema';")).toHaveLength(0);
    const server = "import { enquiryStatus } from '~/features/enquiries/index.server';";
    expect(await zoneErrors('apps/web/app/features/staff/x.server.ts', server)).toHaveLength(0);
  });

  it('the server entry stays out of client code (the *.server rule)', async () => {
    const code = "import { enquiryStatus } from '~/features/enquiries/index.server';";
    const errors = await errorsOf(
      '@typescript-eslint/no-restricted-imports',
      'apps/web/app/features/staff/components/x.tsx',
      code,
    );
    expect(errors).toHaveLength(1);
  });
});

describe("the CMS's src/lib never imports src/api", () => {
  it('a lib module may not import a content type, a service or anything else of src/api', async () => {
    const code = "import schema from '../api/job/content-types/job/schema.json';";
    const errors = await zoneErrors('apps/cms/src/lib/x.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/src\/lib is below src\/api/);
  });

  it('src/api may import src/lib', async () => {
    const code = "import { escapeRegExp } from '../../../lib/regexp';";
    expect(await zoneErrors('apps/cms/src/api/job/services/x.ts', code)).toHaveLength(0);
  });
});
