import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../scripts/lib/setup.mjs';
import { inBuildOrder, workspaces } from '../../scripts/lib/workspaces.mjs';

/**
 * Declared dependencies: a workspace package imports only what its package.json declares (import-x's
 * no-extraneous-dependencies in eslint.config.js; the contract in both apps' `dependencies`), and the builds run in the
 * order of those declarations (scripts/lib/workspaces.mjs, used by `npm run build` and by `npm start`/`npm test`), not in
 * the order of the `workspaces` list, which is the one npm's own `npm run build --workspaces` follows.
 */
const ROOT = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function undeclared(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'import-x/no-extraneous-dependencies');
}

describe('a workspace package imports only what its package.json declares', () => {
  it('both apps declare the contract they import', async () => {
    for (const file of ['apps/web/app/lib/x.ts', 'apps/cms/src/lib/x.ts']) {
      expect(await undeclared(file, "import { z } from '@agency/contract';"), file).toHaveLength(0);
      expect(await undeclared(file, "import { slugify } from '@agency/contract/slug';"), file).toHaveLength(0);
    }
  });

  it('a package the app does not declare is an error, though npm hoisted it where the import finds it', async () => {
    const errors = await undeclared('apps/web/app/lib/x.ts', "import knex from 'knex';");
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/'knex' should be listed in the project's dependencies/);
  });
});

describe('the builds follow the declared dependencies', () => {
  it('a package is built after the workspace packages it declares, whatever the order of the workspaces list', () => {
    const fixture = path.join(ROOT, 'tests/lint/fixtures/workspaces');
    const listed = workspaces(fixture);
    expect(listed.map((pkg) => pkg.name)).toEqual(['site', 'rules']);
    expect(inBuildOrder(listed).map((pkg) => pkg.name)).toEqual(['rules', 'site']);
  });

  it('a dependency cycle between workspace packages stops the build with their names', () => {
    const cycle = [
      { name: 'a', dependsOn: ['b'] },
      { name: 'b', dependsOn: ['a'] },
    ];
    expect(() => inBuildOrder(cycle)).toThrow('Workspace dependency cycle: a → b → a.');
  });

  it('here: the contract first, and a change to its sources rebuilds each app that declares it', () => {
    const plan = buildPlan();
    expect(plan.map((build) => build.name)).toEqual(['@agency/contract', 'cms', 'web']);
    const contractSources = path.join(ROOT, 'packages/contract/src');
    for (const app of plan.slice(1)) expect(app.inputs, app.name).toContain(contractSources);
    expect(plan[0].inputs).toContain(contractSources);
  });
});
