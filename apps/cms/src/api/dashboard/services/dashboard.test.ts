import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../../tests/unit/fake-strapi';
import { APPLICATION_SOURCES } from '@agency/contract';
import { applicationsBySource, latestApplication, latestEnquiry, recentForStaff } from './dashboard';

const VISIT_UID = 'api::staff-visit.staff-visit';
const APPLICATION_UID = 'api::job-application.job-application';
const CONTACT_UID = 'api::contact.contact';

describe('latestApplication and latestEnquiry', () => {
  it('list the job title, the defaults of an enquiry and dates in ISO 8601', () => {
    expect(
      latestApplication({
        documentId: 'a',
        fullName: 'Ann Lee',
        job: null,
        job_status: 'Pending',
        appliedAt: '2026-03-02T10:00:00.000Z',
      }),
    ).toEqual({
      documentId: 'a',
      fullName: 'Ann Lee',
      jobTitle: null,
      job_status: 'Pending',
      appliedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(latestEnquiry({ documentId: 'e', fullName: 'Bob', createdAt: 1772445600000 })).toEqual({
      documentId: 'e',
      fullName: 'Bob',
      service: null,
      status: 'new',
      createdAt: new Date(1772445600000).toISOString(),
    });
  });
});

describe('recentForStaff', () => {
  /** A CMS where the staff member's previous visit is `visit`, with one application and no enquiry. */
  function cms(visit: unknown) {
    return fakeStrapi({
      query: {
        [VISIT_UID]: { findOne: () => visit, update: () => ({}), create: () => ({}) },
        [APPLICATION_UID]: {
          count: () => 1,
          findMany: () => [
            {
              documentId: 'a',
              fullName: 'Ann',
              job: { title: 'Nurse' },
              job_status: 'Pending',
              appliedAt: '2026-03-02',
            },
          ],
        },
        [CONTACT_UID]: { count: () => 0, findMany: () => [] },
      },
    });
  }
  const now = new Date('2026-03-03T00:00:00.000Z');

  it('on a first visit counts nothing as new and records the visit', async () => {
    const fake = cms(null);
    expect(await recentForStaff(fake.strapi, 7, now)).toMatchObject({ previousVisit: null, newApplications: 0 });
    expect(fake.callsOf(APPLICATION_UID, 'count')).toEqual([]);
    expect(fake.callsOf(VISIT_UID, 'create')[0].args[0]).toEqual({ data: { user: 7, dashboardVisitedAt: now } });
  });

  it('counts what arrived since the previous visit, then moves the visit to now', async () => {
    const fake = cms({ id: 3, dashboardVisitedAt: '2026-03-01T00:00:00.000Z' });
    const recent = await recentForStaff(fake.strapi, 7, now);
    expect(recent).toMatchObject({ previousVisit: '2026-03-01T00:00:00.000Z', newApplications: 1, newEnquiries: 0 });
    expect(recent.latestApplications[0].jobTitle).toBe('Nurse');
    expect(fake.callsOf(APPLICATION_UID, 'count')[0].args[0]).toEqual({
      where: { appliedAt: { $gt: '2026-03-01T00:00:00.000Z' } },
    });
    expect(fake.callsOf(VISIT_UID, 'update')[0].args[0]).toEqual({
      where: { id: 3 },
      data: { dashboardVisitedAt: now },
    });
  });
});

describe('applicationsBySource', () => {
  it('counts each source, and the applications without one, since 30 days before now', async () => {
    const fake = fakeStrapi({
      query: {
        [APPLICATION_UID]: {
          count: ({ where }: { where: { source: string | null } }) => (where.source === 'indeed' ? 3 : 0),
        },
      },
    });
    const now = new Date('2026-03-31T12:00:00.000Z');
    const figure = await applicationsBySource(fake.strapi, now);
    expect(figure.since).toBe('2026-03-01T12:00:00.000Z');
    expect(figure.days).toBe(30);
    expect(figure.counts).toEqual(
      [...APPLICATION_SOURCES, null].map((source) => ({ source, count: source === 'indeed' ? 3 : 0 })),
    );
    expect(fake.callsOf(APPLICATION_UID, 'count')[0].args[0]).toEqual({
      where: { source: 'google-jobs', appliedAt: { $gte: '2026-03-01T12:00:00.000Z' } },
    });
  });
});
