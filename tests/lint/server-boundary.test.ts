import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundary rule of eslint.config.js: client code and components may not import `*.server` modules (their code would
 * reach the browser bundle). Lints snippets under made-up paths with the real configuration, without type information.
 */
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
}

const SERVER_IMPORTS = [
  "import { getSession } from '~/lib/session.server';",
  "import { getSession } from '../../lib/session.server';",
  "import { getSession } from '../features/auth/session.server.ts';",
  "import { db } from '~/.server/db';",
  "export { getSession } from './session.server';",
];

describe('server-only modules stay out of client code', () => {
  it.each(SERVER_IMPORTS)('a component may not: %s', async (code) => {
    const errors = await boundaryErrors('apps/web/app/components/ui/x.tsx', code);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/Server-only module/);
  });

  it('neither may a component in a feature folder, nor a *.client module', async () => {
    const code = "import { getSession } from '~/lib/session.server';";
    expect(await boundaryErrors('apps/web/app/features/jobs/components/card.tsx', code)).toHaveLength(1);
    expect(await boundaryErrors('apps/web/app/lib/upload.client.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('apps/web/app/features/jobs/upload.client.tsx', code)).toHaveLength(1);
  });

  it('route modules and other server modules may, and so may type-only imports', async () => {
    const code = "import { getSession } from '~/lib/session.server';";
    expect(await boundaryErrors('apps/web/app/routes/admin/jobs.tsx', code)).toHaveLength(0);
    expect(await boundaryErrors('apps/web/app/lib/cms.server.ts', code)).toHaveLength(0);
    const typeOnly = "import type { Session } from '~/lib/session.server';";
    expect(await boundaryErrors('apps/web/app/components/ui/x.tsx', typeOnly)).toHaveLength(0);
  });

  it('modules that merely look alike are fine', async () => {
    const code = "import { serverUrl } from '~/lib/server-url';\nimport { x } from './observer';";
    expect(await boundaryErrors('apps/web/app/components/ui/x.tsx', code)).toHaveLength(0);
  });
});
