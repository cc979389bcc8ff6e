import { JOB_ALERT_TOKEN_PATTERN, JOB_ALERTS_PER_EMAIL_MAX, jobAlertSearch, SITE_NAME } from '@agency/contract';
import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../../tests/unit/fake-strapi';
import {
  acceptsSubscription,
  confirmJobAlert,
  digestJob,
  digestJobs,
  later,
  newToken,
  objectOf,
  parseSubscription,
  recordDigest,
  sendJobAlertDigests,
  unconfirmedExpired,
  type AlertRow,
} from './job-alert';

const UID = 'api::job-alert.job-alert';
const OUTBOX_UID = 'api::email-outbox.email-outbox';
const TOKEN = 'a'.repeat(43);

describe('newToken, later and objectOf', () => {
  it('makes tokens of the pattern the contract checks, never the same twice', () => {
    const token = newToken();
    expect(token).toMatch(JOB_ALERT_TOKEN_PATTERN);
    expect(newToken()).not.toBe(token);
  });

  it('takes the later of the confirmation and the previous digest', () => {
    expect(later('2026-03-01T00:00:00.000Z', null)).toEqual(new Date('2026-03-01T00:00:00.000Z'));
    expect(later('2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z')).toEqual(new Date('2026-03-02T00:00:00.000Z'));
    expect(later('2026-03-03T00:00:00.000Z', new Date('2026-03-02T00:00:00.000Z'))).toEqual(
      new Date('2026-03-03T00:00:00.000Z'),
    );
  });

  it('reads a stored search as an object, whether stored as JSON text or not, and anything else as none', () => {
    expect(objectOf('{"q":"nurse"}')).toEqual({ q: 'nurse' });
    expect(objectOf({ q: 'nurse' })).toEqual({ q: 'nurse' });
    for (const value of ['not json', '[1]', null, 3]) expect(objectOf(value)).toEqual({});
  });
});

describe('parseSubscription', () => {
  it('checks the address and keeps the search the board would apply', () => {
    expect(
      parseSubscription({ email: ' Ann@Example.com ', search: { q: 'nurse', workplace: 'remote', x: 1 } }),
    ).toEqual({
      email: 'ann@example.com',
      search: { q: 'nurse', category: null, type: null, country: null, city: null, workplace: 'remote' },
      language: 'en',
    });
    expect(parseSubscription({ email: 'ann@example.com', language: 'ar' }).language).toBe('ar');
  });

  it('refuses a filled honeypot with the bad fields', () => {
    expect(() => parseSubscription({ email: 'ann@example.com', website: 'spam.example' })).toThrow(
      'Missing or invalid fields: website.',
    );
    expect(() => parseSubscription({ email: 'nope', website: 'x' })).toThrow(
      'Missing or invalid fields: email, website.',
    );
  });
});

describe('acceptsSubscription', () => {
  const search = jobAlertSearch({ q: 'nurse', country: 'GB' });

  it('refuses the same search again, however it was stored', () => {
    expect(acceptsSubscription([], search)).toBe(true);
    expect(acceptsSubscription([{ country: 'GB', q: 'nurse' }], search)).toBe(false);
    expect(acceptsSubscription([JSON.stringify({ q: 'nurse', country: 'GB' })], search)).toBe(false);
    expect(acceptsSubscription([{ q: 'nurse' }], search)).toBe(true);
  });

  it(`refuses a search beyond ${JOB_ALERTS_PER_EMAIL_MAX} an address`, () => {
    const others = Array.from({ length: JOB_ALERTS_PER_EMAIL_MAX }, (_, index) => ({ q: `job ${index}` }));
    expect(acceptsSubscription(others.slice(1), search)).toBe(true);
    expect(acceptsSubscription(others, search)).toBe(false);
  });
});

describe('unconfirmedExpired and confirmJobAlert', () => {
  const now = new Date('2026-03-10T00:00:00.000Z');

  it('lets an unconfirmed link expire after JOB_ALERT_UNCONFIRMED_DAYS, never a confirmed one', () => {
    expect(unconfirmedExpired({ confirmedAt: null, createdAt: '2026-03-03T00:00:00.000Z' }, now)).toBe(false);
    expect(unconfirmedExpired({ confirmedAt: null, createdAt: '2026-03-02T23:59:59.000Z' }, now)).toBe(true);
    expect(unconfirmedExpired({ confirmedAt: '2026-01-01', createdAt: '2026-01-01T00:00:00.000Z' }, now)).toBe(false);
  });

  /** A CMS with one subscription, `row`. */
  const withRow = (row: unknown) => fakeStrapi({ query: { [UID]: { findOne: () => row, update: () => ({}) } } });

  it('confirms once: a confirmed subscription keeps its time and is not written again', async () => {
    const unconfirmed = withRow({ id: 4, search: { workplace: 'remote' }, confirmedAt: null, createdAt: '2026-03-09' });
    expect(await confirmJobAlert(unconfirmed.strapi, { token: TOKEN }, now)).toEqual({
      search: { q: '', category: null, type: null, country: null, city: null, workplace: 'remote' },
      description: 'New jobs · Remote',
      confirmedAt: now.toISOString(),
    });
    expect(unconfirmed.callsOf(UID, 'update')[0].args[0]).toEqual({ where: { id: 4 }, data: { confirmedAt: now } });
    const confirmed = withRow({
      id: 4,
      search: '{}',
      confirmedAt: '2026-03-09T08:00:00.000Z',
      createdAt: '2026-03-09',
    });
    expect((await confirmJobAlert(confirmed.strapi, { token: TOKEN }, now)).confirmedAt).toBe(
      '2026-03-09T08:00:00.000Z',
    );
    expect(confirmed.callsOf(UID, 'update')).toEqual([]);
  });

  it('is a 404 for an unknown token or an expired link', async () => {
    await expect(confirmJobAlert(withRow(null).strapi, { token: TOKEN }, now)).rejects.toBeInstanceOf(
      errors.NotFoundError,
    );
    const old = withRow({ id: 4, search: {}, confirmedAt: null, createdAt: '2026-02-01T00:00:00.000Z' });
    await expect(confirmJobAlert(old.strapi, { token: TOKEN }, now)).rejects.toThrow(
      'This job alert link is unknown or has expired.',
    );
  });
});

describe('digestJob and digestJobs', () => {
  it('lists a job with the location the board shows', () => {
    expect(
      digestJob({
        title: 'Developer',
        slug: 'developer',
        company: 'Acme',
        workplace: 'remote',
        applicantLocations: ['IE'],
      }),
    ).toEqual({
      title: 'Developer',
      slug: 'developer',
      company: 'Acme',
      location: 'Remote (Ireland)',
    });
  });

  it('names the agency, never the client, for a confidential job (docs/024-employers.md)', () => {
    const listed = digestJob({ title: 'Analyst', slug: 'analyst', company: 'Meridian Bank', confidential: true });
    expect(listed.company).toBe(SITE_NAME);
    expect(JSON.stringify(listed)).not.toContain('Meridian');
  });

  it("keeps the search's order and leaves out a job deleted since", async () => {
    const fake = fakeStrapi({
      documents: {
        'api::job.job': {
          findMany: () => [
            { id: 2, title: 'Two', slug: 'two', location: 'Leeds' },
            { id: 1, title: 'One', slug: 'one', location: 'York' },
          ],
        },
      },
    });
    const jobs = await digestJobs(fake.strapi, [1, 3, 2]);
    expect(jobs.map((job) => job.title)).toEqual(['One', 'Two']);
  });
});

describe('recordDigest', () => {
  const row: AlertRow = {
    id: 4,
    email: 'ann@example.com',
    token: TOKEN,
    search: {},
    confirmedAt: '2026-03-01T00:00:00.000Z',
    lastDigestAt: '2026-03-05T07:00:00.000Z',
  };
  const digest = {
    search: jobAlertSearch({}),
    description: 'All new jobs',
    jobs: [{ title: 'Nurse', slug: 'nurse', location: 'York' }],
    more: 2,
  };
  const now = new Date('2026-03-06T07:00:00.000Z');

  /** A CMS whose conditional move of `lastDigestAt` changes `count` rows. */
  const moving = (count: number) =>
    fakeStrapi({ query: { [UID]: { updateMany: () => ({ count }) }, [OUTBOX_UID]: { create: () => ({}) } } });

  it('moves lastDigestAt from the value it read to now, and records the digest with it', async () => {
    const fake = moving(1);
    expect(await recordDigest(fake.strapi, row, digest, now)).toBe(true);
    expect(fake.callsOf(UID, 'updateMany')[0].args[0]).toEqual({
      where: { id: 4, lastDigestAt: { $eq: '2026-03-05T07:00:00.000Z' } },
      data: { lastDigestAt: now },
    });
    const [email] = fake
      .callsOf(OUTBOX_UID, 'create')
      .map((call) => (call.args[0] as { data: Record<string, string> }).data);
    expect(email).toMatchObject({ to: 'ann@example.com', kind: 'job-alert-digest' });
    expect(email.text).toContain('Nurse');
  });

  it('records nothing when another run moved lastDigestAt first', async () => {
    const fake = moving(0);
    expect(await recordDigest(fake.strapi, { ...row, lastDigestAt: null }, digest, now)).toBe(false);
    expect(fake.callsOf(UID, 'updateMany')[0].args[0]).toMatchObject({
      where: { id: 4, lastDigestAt: { $null: true } },
    });
    expect(fake.callsOf(OUTBOX_UID, 'create')).toEqual([]);
  });
});

describe('sendJobAlertDigests', () => {
  it('reads the confirmed subscriptions a batch at a time after the last id, and logs a digest that fails', async () => {
    const pages = [
      [
        { id: 1, search: {}, confirmedAt: '2026-03-01', lastDigestAt: null },
        { id: 2, search: {}, confirmedAt: '2026-03-01', lastDigestAt: null },
      ],
      [],
    ];
    // Every digest fails here (no database behind the job search): each is logged, the run goes on.
    const fake = fakeStrapi({ query: { [UID]: { findMany: () => pages.shift() } } });
    expect(await sendJobAlertDigests(fake.strapi, new Date('2026-03-06T07:00:00.000Z'), 2)).toBe(0);
    expect(fake.callsOf(UID, 'findMany').map((call) => (call.args[0] as { where: unknown }).where)).toEqual([
      { confirmedAt: { $notNull: true }, id: { $gt: 0 } },
      { confirmedAt: { $notNull: true }, id: { $gt: 2 } },
    ]);
    expect(fake.errors.map((line) => line.split(':')[0])).toEqual(['Job alert 1', 'Job alert 2']);
  });
});
