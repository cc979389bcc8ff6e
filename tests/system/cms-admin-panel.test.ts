import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSecrets } from '../../scripts/lib/env.mjs';
import { freePort, isListening, startCms, stopProcess } from '../../scripts/lib/processes.mjs';
import { listeningAddresses } from './stack';

/**
 * The CMS admin panel's first super-admin (docs/017-security-audit.md): a production CMS started on an empty database
 * never waits for a stranger to claim its panel. It refuses to start without `CMS_ADMIN_PASSWORD`, and with a
 * `CMS_ADMIN_PASSWORD` equal to the staff password; started with its own secret, its panel has a super-admin that
 * the staff password does not open, the panel's first-admin registration is closed, and the CMS listens on loopback
 * only unless `HOST` says otherwise. It does not start without `PUBLIC_URL` either, the address its e-mails link to
 * (apps/cms src/lib/secrets.ts).
 */

const STAFF_PASSWORD = 'Staff-system-2026!';
const PANEL = { email: 'panel-owner@example.com', password: 'Panel-system-2026!' };

const folders: string[] = [];
const children: ChildProcess[] = [];

const secrets = generateSecrets();

/**
 * A production CMS, `HOST` left out, on a throwaway database (or on `again`'s data and port, a restart); `env` on top
 * (a `null` value removes the variable).
 */
async function startProductionCms(env: Record<string, string | null>, again?: { dataDir: string; port: number }) {
  const dataDir = again?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'cms-panel-'));
  folders.push(dataDir);
  const environment: Record<string, string | undefined> = {
    ...process.env,
    ...secrets,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: STAFF_PASSWORD,
    PUBLIC_URL: 'https://www.example.com',
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === null) delete environment[name];
    else environment[name] = value;
  }
  const port = again?.port ?? (await freePort());
  const logFile = path.join(dataDir, 'cms.log');
  const log = () => readFileSync(logFile, 'utf8');
  try {
    const cms = await startCms({ env: environment, port, dataDir, quiet: true, logFile, host: null });
    children.push(cms.child);
    return { ...cms, port, dataDir, log, error: null };
  } catch (error) {
    return { url: `http://127.0.0.1:${port}`, child: null, port, dataDir, log, error: error as Error };
  }
}

/** Signs in to the admin panel of the CMS at `url`. */
const signInToPanel = (url: string) => (email: string, password: string) =>
  fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

afterAll(async () => {
  await Promise.all(children.splice(0).map(stopProcess));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('a production CMS on an empty database', () => {
  it('refuses to start without CMS_ADMIN_PASSWORD, naming it, and never answers HTTP', async () => {
    const cms = await startProductionCms({ CMS_ADMIN_PASSWORD: null, CMS_ADMIN_EMAIL: null });
    // startCms polls the CMS until it answers; it gives up because the process exited first, with an error code.
    expect(cms.error?.message).toMatch(/exited \(1\) before it answered/);
    expect(cms.log()).toContain('The CMS admin panel has no super-admin: set CMS_ADMIN_PASSWORD');
    expect(await isListening(cms.port)).toBe(false);
  });

  it('refuses to start without PUBLIC_URL, saying what to set, and never answers HTTP', async () => {
    const cms = await startProductionCms({ CMS_ADMIN_PASSWORD: PANEL.password, PUBLIC_URL: null });
    expect(cms.error?.message).toMatch(/exited \(1\) before it answered/);
    expect(cms.log()).toContain(
      "PUBLIC_URL is not set: a production CMS needs the website's public address for the links in its e-mails",
    );
    expect(await isListening(cms.port)).toBe(false);
  });

  it('refuses to start when CMS_ADMIN_PASSWORD is the staff password', async () => {
    const cms = await startProductionCms({ CMS_ADMIN_PASSWORD: STAFF_PASSWORD });
    expect(cms.error?.message).toMatch(/exited \(1\) before it answered/);
    expect(cms.log()).toContain('CMS_ADMIN_PASSWORD must differ from the staff password (ADMIN_PASSWORD)');
  });
});

describe('a production CMS started with its own CMS_ADMIN_PASSWORD', () => {
  const panel = { CMS_ADMIN_EMAIL: PANEL.email, CMS_ADMIN_PASSWORD: PANEL.password };
  let cms: Awaited<ReturnType<typeof startProductionCms>>;

  beforeAll(async () => {
    cms = await startProductionCms(panel);
    expect(cms.error).toBeNull();
  });

  it('has a super-admin the staff password does not open, closes registration, and listens on loopback only', async () => {
    const init = await fetch(`${cms.url}/admin/init`);
    expect(((await init.json()) as { data: { hasAdmin: boolean } }).data.hasAdmin).toBe(true);

    const register = await fetch(`${cms.url}/admin/register-admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'stranger@example.com', password: 'Stranger-2026!', firstname: 'Stranger' }),
    });
    expect(register.status).toBe(403);
    expect(await register.json()).toEqual({
      data: null,
      error: {
        status: 403,
        name: 'ForbiddenError',
        message: expect.stringContaining('CMS_ADMIN_PASSWORD'),
        details: {},
      },
    });

    const panelLogin = signInToPanel(cms.url);
    for (const email of [PANEL.email, 'admin@example.com']) {
      const withStaffPassword = await panelLogin(email, STAFF_PASSWORD);
      expect(withStaffPassword.status, email).toBeGreaterThanOrEqual(400);
    }
    const owner = await panelLogin(PANEL.email, PANEL.password);
    expect(owner.status).toBe(200);
    const { token } = ((await owner.json()) as { data: { token: string } }).data;
    const roles = await fetch(`${cms.url}/users-permissions/roles`, { headers: { Authorization: `Bearer ${token}` } });
    expect(roles.status).toBe(200);

    // HOST unset: the CMS's own default, loopback, and nothing else.
    expect(listeningAddresses(cms.port)).toEqual(['127.0.0.1']);
  });

  it('deactivates at the next start a panel user that signs in with the staff password (as an earlier version made the super-admin)', async () => {
    const panelLogin = signInToPanel(cms.url);
    const { token } = ((await (await panelLogin(PANEL.email, PANEL.password)).json()) as { data: { token: string } })
      .data;
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const roles = (await (await fetch(`${cms.url}/admin/roles`, { headers })).json()) as {
      data: Array<{ id: number; code: string }>;
    };
    const superAdmin = roles.data.find((role) => role.code === 'strapi-super-admin')!;
    // A second super-admin, invited and registered with the staff account's password.
    const invited = await fetch(`${cms.url}/admin/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: 'admin@example.com',
        firstname: 'Demo',
        lastname: 'Admin',
        roles: [superAdmin.id],
      }),
    });
    expect(invited.status).toBe(201);
    const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
    const registered = await fetch(`${cms.url}/admin/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        registrationToken,
        userInfo: { firstname: 'Demo', lastname: 'Admin', password: STAFF_PASSWORD },
      }),
    });
    expect(registered.status).toBe(200);
    expect((await panelLogin('admin@example.com', STAFF_PASSWORD)).status).toBe(200);

    await stopProcess(cms.child!);
    const restarted = await startProductionCms(panel, cms);
    expect(restarted.error).toBeNull();
    expect((await panelLogin('admin@example.com', STAFF_PASSWORD)).status).toBeGreaterThanOrEqual(400);
    expect((await panelLogin(PANEL.email, PANEL.password)).status).toBe(200);
  });
});
