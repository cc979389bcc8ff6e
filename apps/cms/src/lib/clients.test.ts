import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../tests/unit/fake-strapi';
import { clientOf, linkJobsToClients, withClient } from './clients';

const JOB = 'api::job.job';
const CLIENT = 'api::client.client';

/** A fake whose clients are `clients` (key → row id) and whose jobs without a client are `jobs`, read by id. */
function fakeWith(clients: Record<string, number>, jobs: Array<{ id: number; company: string | null }>) {
  return fakeStrapi({
    query: {
      [CLIENT]: {
        findOne: ({ where }: { where: { key: string } }) => (where.key in clients ? { id: clients[where.key] } : null),
      },
      [JOB]: {
        findMany: ({ where, limit }: { where: { id: { $gt: number } }; limit: number }) =>
          jobs.filter((job) => job.id > where.id.$gt).slice(0, limit),
        update: () => ({}),
      },
    },
  });
}

describe('linkJobsToClients (the migration of the free-text company)', () => {
  it('links each job without a client to the client of its company key, two spellings one client, in batches', async () => {
    const jobs = [
      { id: 1, company: 'Meridian  Bank ' },
      { id: 2, company: 'meridian bank' },
      { id: 3, company: '   ' },
      { id: 4, company: 'Gulf Builders' },
    ];
    const fake = fakeWith({ 'meridian bank': 7, 'gulf builders': 8 }, jobs);
    expect(await linkJobsToClients(fake.strapi, 2)).toBe(3);

    const reads = fake.callsOf(JOB, 'findMany').map((call) => call.args[0]);
    expect(reads).toEqual([
      {
        where: { id: { $gt: 0 }, client: { id: { $null: true } }, company: { $notNull: true } },
        select: ['id', 'company'],
        orderBy: { id: 'asc' },
        limit: 2,
      },
      expect.objectContaining({ where: expect.objectContaining({ id: { $gt: 2 } }) }),
      expect.objectContaining({ where: expect.objectContaining({ id: { $gt: 4 } }) }),
    ]);
    // The blank company stays without a client; the others get their company's.
    expect(fake.callsOf(JOB, 'update').map((call) => call.args[0])).toEqual([
      { where: { id: 1 }, data: { client: 7 } },
      { where: { id: 2 }, data: { client: 7 } },
      { where: { id: 4 }, data: { client: 8 } },
    ]);
  });

  it('links nothing when every job has its client (idempotent)', async () => {
    const fake = fakeWith({}, []);
    expect(await linkJobsToClients(fake.strapi)).toBe(0);
    expect(fake.callsOf(JOB, 'update')).toEqual([]);
  });
});

describe('clientOf and withClient', () => {
  it('finds the client by the key of the company; a blank company has none and asks nothing', async () => {
    const fake = fakeWith({ 'meridian bank': 7 }, []);
    expect(await clientOf(fake.strapi, ' MERIDIAN   bank')).toBe(7);
    expect(fake.callsOf(CLIENT, 'findOne')[0].args[0]).toEqual({ where: { key: 'meridian bank' }, select: ['id'] });
    expect(await clientOf(fake.strapi, '  ')).toBeNull();
    expect(await clientOf(fake.strapi, null)).toBeNull();
    expect(fake.calls).toHaveLength(1);
  });

  it('sets the client from the company when the data carries one, and drops a client sent without it', async () => {
    const fake = fakeWith({ 'meridian bank': 7 }, []);
    expect(await withClient(fake.strapi, { title: 'A', company: 'Meridian Bank', client: 99 })).toEqual({
      title: 'A',
      company: 'Meridian Bank',
      client: 7,
    });
    expect(await withClient(fake.strapi, { company: '' })).toEqual({ company: '', client: null });
    expect(await withClient(fake.strapi, { title: 'B', client: 99 })).toEqual({ title: 'B' });
  });
});
