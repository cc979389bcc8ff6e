import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, loginAsAdmin, loginAsAuthenticatedUser, loginAsEditor, loginAsRecruiter } from './helpers';
import { DEMO_ADMIN } from './setup/admin-panel';

/**
 * The CMS endpoints the staff back-office of apps/web relies on (docs/004-staff-back-office.md), against a real
 * Strapi.
 */
let staff: string;
let member: string;

/** `api` with the request written as the back-office sends it: full `/api/…` path, optional JSON body. */
function call(path: string, { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {}) {
  return api(method, path.replace(/^\/api/, ''), { token, json: body });
}

beforeAll(async () => {
  staff = await loginAsAdmin();
  member = await loginAsAuthenticatedUser();
});

describe('GET /api/staff/me', () => {
  it('answers each staff member with their role (docs/022-the-team.md)', async () => {
    const answer = await call('/api/staff/me', { token: staff });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      username: DEMO_ADMIN.username,
      email: DEMO_ADMIN.email,
      role: 'admin',
      fullName: null,
    });
    for (const [role, token, user] of [
      ['recruiter', await loginAsRecruiter(), inject('recruiterUser')],
      ['editor', await loginAsEditor(), inject('editorUser')],
    ] as const) {
      const me = await call('/api/staff/me', { token });
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ username: user.username, email: user.email, role, fullName: null });
    }
  });

  it('refuses a signed-in user without a staff role, and a visitor', async () => {
    expect((await call('/api/staff/me', { token: member })).status).toBe(403);
    expect([401, 403]).toContain((await call('/api/staff/me')).status);
  });

  it('the same user can read /users/me (the Authenticated role works)', async () => {
    expect((await call('/api/users/me', { token: member })).status).toBe(200);
  });
});

describe('GET /api/dashboard/applications-per-week', () => {
  it('gives 12 Monday-based weeks, oldest first, whose counts add up to the applications received in them', async () => {
    const answer = await call('/api/dashboard/applications-per-week', {
      token: staff,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(12);
    for (const [index, week] of (answer.body as Array<{ weekStart: string; count: number }>).entries()) {
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      if (index > 0) {
        const previous = new Date(`${answer.body[index - 1].weekStart}T00:00:00Z`).getTime();
        expect(new Date(`${week.weekStart}T00:00:00Z`).getTime() - previous).toBe(7 * 24 * 3600 * 1000);
      }
    }
    const stats = await call('/api/dashboard/stats', { token: staff });
    // The demo applications arrived up to 61 days ago and the tests add more today: all inside the 12 weeks.
    expect(answer.body.reduce((sum: number, week: { count: number }) => sum + week.count, 0)).toBe(
      stats.body.totalApplications,
    );
  });

  it('is for staff only', async () => {
    expect((await call('/api/dashboard/applications-per-week', { token: member })).status).toBe(403);
    expect([401, 403]).toContain((await call('/api/dashboard/applications-per-week')).status);
  });
});

describe('articles in the back-office: one row per article, publication by date', () => {
  const publicBySlug = async (slug: string) =>
    (await call(`/api/articles?filters[slug][$eq]=${slug}`)).body.data as unknown[];

  it('lists every article once with the published date or null (Draft)', async () => {
    const answer = await call('/api/articles?status=draft&pagination[pageSize]=100', { token: staff });
    expect(answer.status).toBe(200);
    const ids = answer.body.data.map((article: { documentId: string }) => article.documentId);
    expect(new Set(ids).size).toBe(ids.length);
    const stats = await call('/api/dashboard/stats', { token: staff });
    expect(ids.length).toBe(stats.body.totalArticles);
    const drafts = answer.body.data.filter((article: { publishedAt: string | null }) => article.publishedAt === null);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(answer.body.data.length - drafts.length).toBeGreaterThanOrEqual(1);
  });

  it('creates a Draft, publishes it with its date, unpublishes it, and deletes it', async () => {
    const title = `Backoffice article ${Date.now()}`;
    const created = await call('/api/articles?status=draft', {
      method: 'POST',
      token: staff,
      body: { data: { title, description: '<p>Body</p>', publishedAt: '' } },
    });
    expect(created.status).toBe(201);
    const { documentId, slug } = created.body.data;
    expect(created.body.data.publishedAt).toBeNull();
    expect(await publicBySlug(slug)).toHaveLength(0);

    const date = '2026-03-04T10:00:00.000Z';
    const published = await call(`/api/articles/${documentId}?status=draft`, {
      method: 'PUT',
      token: staff,
      body: { data: { title: `${title} v2`, publishedAt: date } },
    });
    expect(published.status).toBe(200);
    expect(published.body.data.publishedAt).toBe(date);
    const visible = (await publicBySlug(slug)) as Array<{ title: string; publishedAt: string }>;
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ title: `${title} v2`, publishedAt: date });

    const one = await call(`/api/articles/${documentId}?status=draft`, { token: staff });
    expect(one.body.data).toMatchObject({ title: `${title} v2`, publishedAt: date });

    const unpublished = await call(`/api/articles/${documentId}?status=draft`, {
      method: 'PUT',
      token: staff,
      body: { data: { publishedAt: null } },
    });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.data.publishedAt).toBeNull();
    expect(await publicBySlug(slug)).toHaveLength(0);

    expect((await call(`/api/articles/${documentId}`, { method: 'DELETE', token: staff })).status).toBe(204);
    expect((await call(`/api/articles/${documentId}?status=draft`, { token: staff })).status).toBe(404);
  });

  it('creates a published article in one call when a date is given', async () => {
    const created = await call('/api/articles?status=draft', {
      method: 'POST',
      token: staff,
      body: { data: { title: `Published at once ${Date.now()}`, description: '<p>x</p>', publishedAt: '2026-01-02' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.publishedAt).toBe('2026-01-02T00:00:00.000Z');
    expect(await publicBySlug(created.body.data.slug)).toHaveLength(1);
  });

  it('refuses a publication value that is not a date', async () => {
    const answer = await call('/api/articles', {
      method: 'POST',
      token: staff,
      body: { data: { title: 'Bad date', publishedAt: 'tomorrow-ish' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('publishedAt must be empty (Draft) or a date.');
  });

  it('visitors never see drafts: asking for them is refused, the list holds published articles only', async () => {
    expect((await call('/api/articles?status=draft&pagination[pageSize]=100')).status).toBe(400);
    const answer = await call('/api/articles?pagination[pageSize]=100');
    expect(answer.status).toBe(200);
    expect(answer.body.data.every((article: { publishedAt: string | null }) => article.publishedAt !== null)).toBe(
      true,
    );
  });
});
