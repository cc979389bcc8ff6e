import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { acceptFromForm, loadInvitation } from './invitation.server';

/**
 * The invitation page's server side against a fake CMS that answers each request with `reply`: what the visitor's form
 * becomes (the CMS's refusals on their fields, an unusable link's page), and what is sent to the CMS.
 */

const TOKEN = 'a'.repeat(43);

type Reply = { status: number; body: unknown };

async function withCms<T>(
  reply: Reply,
  work: (seen: Array<{ url?: string; body: string; ip?: string }>) => Promise<T>,
) {
  const seen: Array<{ url?: string; body: string; ip?: string }> = [];
  const cms = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ url: req.url, body, ip: req.headers['x-forwarded-for'] as string | undefined });
      res.statusCode = reply.status;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  try {
    process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
    return await work(seen);
  } finally {
    await new Promise((resolve) => cms.close(resolve));
  }
}

const refusal = (status: number, message: string, errors: unknown[] = []) => ({
  status,
  body: { data: null, error: { status, name: 'Error', message, details: { errors } } },
});

function post(fields: Record<string, string>): Request {
  return new Request('http://localhost/admin/invitation', { method: 'POST', body: new URLSearchParams(fields) });
}

type Answer = {
  data: { unusable: boolean; result: { error?: Record<string, string[] | null> } };
  init: { status: number };
};

const valid = { token: TOKEN, fullName: 'Ada Byron', username: '', password: 'plum orchard lantern' };
const never = () => Promise.reject(new Error('no sign-in expected'));

describe('acceptFromForm', () => {
  it('checks the form before asking the CMS: a short password is said on its field', async () => {
    process.env.CMS_URL = 'http://127.0.0.1:9';
    const answer = (await acceptFromForm(
      post({ ...valid, password: 'short' }),
      '203.0.113.9',
      never,
    )) as unknown as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.password).toEqual(['Use at least 12 characters.']);
  });

  it('shows the CMS’s reasons on their fields, and an unusable link’s page for a 404', async () => {
    const cases: Array<[Reply, string, string | null]> = [
      [
        refusal(400, 'This password is too easy to guess.', [
          { path: ['password'], message: 'This password is too easy to guess.' },
        ]),
        'password',
        'This password is too easy to guess.',
      ],
      [
        refusal(409, 'This username is taken: choose another one.'),
        'username',
        'This username is taken: choose another one.',
      ],
      [refusal(429, 'Too many requests'), '', 'Too many attempts from your connection. Wait a minute and try again.'],
      [refusal(404, 'gone'), 'unusable', null],
    ];
    for (const [reply, field, message] of cases) {
      const answer = (await withCms(reply, () =>
        acceptFromForm(post(valid), '203.0.113.9', never),
      )) as unknown as Answer;
      expect(answer.init.status).toBe(reply.status);
      if (field === 'unusable') expect(answer.data.unusable).toBe(true);
      else expect(answer.data.result.error?.[field]).toEqual([message]);
    }
  });

  it('sends the form with the visitor’s address and signs in with the CMS’s session', async () => {
    const tokens = { jwt: 'access', refreshToken: 'refresh' };
    const user = { username: 'ada', email: 'ada@example.com', role: 'editor' };
    const response = await withCms({ status: 201, body: { ...tokens, user } }, async (seen) => {
      const answer = await acceptFromForm(post(valid), '203.0.113.9', async (accepted) => {
        expect(accepted).toMatchObject({ tokens, user, deviceId: expect.any(String) });
        return new Response(null, { status: 302, headers: { Location: '/admin/dashboard' } });
      });
      expect(seen).toHaveLength(1);
      expect(seen[0].url).toBe('/api/team/invitations/accept');
      expect(seen[0].ip).toBe('203.0.113.9');
      expect(JSON.parse(seen[0].body)).toMatchObject({ token: TOKEN, fullName: 'Ada Byron', password: valid.password });
      return answer;
    });
    expect((response as Response).status).toBe(302);
  });
});

describe('loadInvitation', () => {
  it('offers the form for a usable link, and one 404 page for any other, without asking about an empty token', async () => {
    const open = (await withCms(
      { status: 200, body: { data: { email: 'ada@example.com', role: 'recruiter' }, meta: {} } },
      () => loadInvitation(new URL(`http://localhost/admin/invitation?token=${TOKEN}`), '203.0.113.9'),
    )) as unknown as { data: unknown; init: { status: number } };
    expect(open.data).toEqual({ state: 'open', token: TOKEN, email: 'ada@example.com', role: 'recruiter' });
    const gone = (await withCms(refusal(404, 'gone'), () =>
      loadInvitation(new URL(`http://localhost/admin/invitation?token=${TOKEN}`), '203.0.113.9'),
    )) as unknown as { data: unknown; init: { status: number } };
    expect(gone).toMatchObject({ data: { state: 'unusable' }, init: { status: 404 } });
    process.env.CMS_URL = 'http://127.0.0.1:9';
    const empty = (await loadInvitation(new URL('http://localhost/admin/invitation'), '203.0.113.9')) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(empty).toMatchObject({ data: { state: 'unusable' }, init: { status: 404 } });
  });
});
