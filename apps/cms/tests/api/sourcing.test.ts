import { randomBytes } from 'crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bulkAddToJobMessage, bulkTagMessage, CANDIDATE_TAGS_MAX } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import {
  api,
  createApplication,
  createJob,
  expectError,
  loginAsEditor,
  loginAsRecruiter,
  pdfResume,
  submitApplication,
  validApplication,
  removeResumeFile,
  resumeFileExists,
} from './helpers';
import { openCmsDatabase } from './database';
import { textPdf } from './resume-fixtures';

/**
 * Sourcing (docs/023-talent-pool.md "Sourcing"): a candidate of the pool added to a job by a recruiter as a sourced
 * application (with a copy of their newest resume, a note, no e-mail), refused twice to one job; tags and additions in
 * bulk from the applications list with truthful reports; the suggested candidates of a job.
 */

let database: Connection | undefined;
function cmsDatabase(): Connection {
  database ??= openCmsDatabase();
  return database;
}
afterAll(async () => {
  await database?.destroy();
});

const word = () => randomBytes(4).toString('hex');

/** A person who applied once to a new job: their application and candidate (documentIds), name and e-mail. */
async function poolCandidate(overrides: Record<string, unknown> = {}) {
  const job = await createJob();
  const name = `Pool ${word()} Person`;
  const email = `sourced.${word()}@example.com`;
  const submitted = await submitApplication(
    validApplication(job.documentId, { fullName: name, email, ...overrides }),
    pdfResume(`Resume_${word()}.pdf`),
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const application = submitted.body.data.documentId as string;
  const response = await api('GET', `/candidates?q=${encodeURIComponent(email)}`, { token: await loginAsRecruiter() });
  expect(response.status).toBe(200);
  return { application, candidate: response.body.data[0].documentId as string, name, email, firstJob: job };
}

/** The outbox rows that mention `text` (the confirmation to the applicant, the staff alert, each name the person). */
async function outboxRowsMentioning(text: string): Promise<number> {
  const rows = await cmsDatabase()('email_outbox')
    .where('text', 'like', `%${text}%`)
    .orWhere('to', text)
    .count({ count: 'id' });
  return Number(rows[0].count);
}

/** The storage keys of the stored resumes named `name` (private: read from the database). */
async function resumeKeysNamed(name: string): Promise<string[]> {
  const rows: Array<{ key: string }> = await cmsDatabase()('components_application_resumes')
    .where('name', name)
    .select('storage_key as key');
  return rows.map((row) => row.key);
}

const addToJob = async (candidate: string, job: string, token?: string) =>
  api('POST', `/candidates/${candidate}/applications`, {
    token: token ?? (await loginAsRecruiter()),
    json: { data: { job } },
  });

describe('adding a candidate to a job', () => {
  it('creates a sourced, Pending application with a copy of the newest resume, a note, and no e-mail', async () => {
    const person = await poolCandidate();
    const target = await createJob({ title: `Nurse ${word()}` });
    const recruiter = inject('recruiterUser').username;
    const mailsBefore = (await outboxRowsMentioning(person.name)) + (await outboxRowsMentioning(person.email));
    expect(mailsBefore).toBeGreaterThan(0); // the public application's own confirmation and alert

    const response = await addToJob(person.candidate, target.documentId);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({
      job: { documentId: target.documentId },
      alreadyApplied: [],
      refused: [],
    });
    const added = response.body.data.added[0].documentId as string;

    const read = await api('GET', `/job-applications/${added}?populate[0]=resume&populate[1]=job&populate[2]=notes`, {
      token: await loginAsRecruiter(),
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({
      fullName: person.name,
      email: person.email,
      job_status: 'Pending',
      source: 'sourced',
      sourcedBy: recruiter,
      job: { documentId: target.documentId },
    });
    expect(read.body.data.notes.map((note: any) => note.text)).toEqual([`Added from the talent pool by ${recruiter}.`]);

    // The resume: a copy of its own under the original's name; deleting the first application leaves it whole.
    const copies = await resumeKeysNamed(read.body.data.resume.name);
    expect(copies).toHaveLength(2);
    expect(new Set(copies).size).toBe(2);
    for (const key of copies) expect(await resumeFileExists(key)).toBe(true);
    const removed = await api('DELETE', `/job-applications/${person.application}`, { token: await loginAsRecruiter() });
    expect(removed.status).toBe(204);
    const download = await api('GET', `/job-applications/${added}/resume`, { token: await loginAsRecruiter() });
    expect(download.status).toBe(200);

    // No "thank you for applying", no staff alert of a new application.
    expect((await outboxRowsMentioning(person.name)) + (await outboxRowsMentioning(person.email))).toBe(mailsBefore);

    // The candidate now has two applications; the history of the new one grows with a status move.
    const candidate = await api('GET', `/candidates/${person.candidate}`, { token: await loginAsRecruiter() });
    expect(candidate.body.data.applications.map((application: any) => application.documentId)).toContain(added);
    const move = await api('PUT', `/job-applications/${added}`, {
      token: await loginAsRecruiter(),
      json: { data: { job_status: 'Reviewed' } },
    });
    expect(move.status).toBe(200);
  });

  it('refuses a second application of the same candidate to the same job, and one to a job they applied to', async () => {
    const person = await poolCandidate();
    const target = await createJob({ title: `Driver ${word()}` });
    expect((await addToJob(person.candidate, target.documentId)).status).toBe(201);
    const again = await addToJob(person.candidate, target.documentId);
    expectError(again, 409, `${person.name} has already applied to ${target.title}.`);
    expectError(await addToJob(person.candidate, person.firstJob.documentId), 409, /has already applied/);
    const count = await api(
      'GET',
      `/job-applications?filters[job][documentId][$eq]=${target.documentId}&filters[email][$eq]=${person.email}`,
      { token: await loginAsRecruiter() },
    );
    expect(count.body.meta.pagination.total).toBe(1);
  });

  it('refuses a candidate marked do not contact, a closed job, an unknown candidate, and an Editor', async () => {
    const person = await poolCandidate();
    await api('PUT', `/candidates/${person.candidate}`, {
      token: await loginAsRecruiter(),
      json: { data: { availability: 'do-not-contact' } },
    });
    const target = await createJob();
    expectError(await addToJob(person.candidate, target.documentId), 400, /do not contact/);
    const closed = await createJob({ status: 'closed' });
    const other = await poolCandidate();
    expectError(await addToJob(other.candidate, closed.documentId), 400, /closed/);
    expectError(await addToJob('nosuchcandidate', target.documentId), 404);
    expectError(await addToJob(other.candidate, target.documentId, await loginAsEditor()), 403);
    expectError(
      await api('POST', `/candidates/${other.candidate}/applications`, { json: { data: { job: target.documentId } } }),
      403,
    );
  });
});

describe('bulk actions', () => {
  it('tags each selected application’s candidate once, reports those who had it, and refuses a full one', async () => {
    const [a, b, c] = [await poolCandidate(), await poolCandidate(), await poolCandidate()];
    const tag = `Sourcing ${word()}`;
    await api('PUT', `/candidates/${b.candidate}`, {
      token: await loginAsRecruiter(),
      json: { data: { tags: [tag.toUpperCase()] } },
    });
    await api('PUT', `/candidates/${c.candidate}`, {
      token: await loginAsRecruiter(),
      json: { data: { tags: Array.from({ length: CANDIDATE_TAGS_MAX }, (_, index) => `t${index}`) } },
    });
    const response = await api('POST', '/job-applications/bulk-tag', {
      token: await loginAsRecruiter(),
      json: { data: { tag: `  ${tag}  `, documentIds: [a.application, b.application, c.application] } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      tag,
      tagged: 1,
      already: 1,
      refused: [{ fullName: c.name, reason: `Already has ${CANDIDATE_TAGS_MAX} tags.` }],
    });
    expect(bulkTagMessage(response.body.data)).toBe(
      `1 tagged “${tag}”; 1 had it already; 1 could not be tagged: ${c.name} (Already has 20 tags).`,
    );
    const detail = await api('GET', `/candidates/${a.candidate}`, { token: await loginAsRecruiter() });
    expect(detail.body.data.tags).toEqual([tag]);
    // Suggested from the tags in use.
    const suggested = await api('GET', `/candidates/tags?prefix=${encodeURIComponent(tag.slice(0, 12))}`, {
      token: await loginAsRecruiter(),
    });
    // In one of its two spellings (one candidate each).
    expect(suggested.body.data.map((entry: string) => entry.toLowerCase())).toContain(tag.toLowerCase());
    expectError(
      await api('POST', '/job-applications/bulk-tag', {
        token: await loginAsRecruiter(),
        json: { data: { tag: '   ', documentIds: [a.application] } },
      }),
      400,
    );
    expectError(
      await api('POST', '/job-applications/bulk-tag', {
        token: await loginAsEditor(),
        json: { data: { tag, documentIds: [a.application] } },
      }),
      403,
    );
  });

  it('adds each candidate to a job once, reporting who had applied and who may not be contacted', async () => {
    const [a, b, c, d] = [await poolCandidate(), await poolCandidate(), await poolCandidate(), await poolCandidate()];
    const target = await createJob({ title: `Nurse, Dubai ${word()}` });
    expect((await addToJob(b.candidate, target.documentId)).status).toBe(201);
    await api('PUT', `/candidates/${c.candidate}`, {
      token: await loginAsRecruiter(),
      json: { data: { availability: 'do-not-contact' } },
    });
    const mailsBefore = await outboxRowsMentioning(a.name);
    const response = await api('POST', '/job-applications/bulk-add-to-job', {
      token: await loginAsRecruiter(),
      json: {
        data: { job: target.documentId, documentIds: [a.application, b.application, c.application, d.application] },
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = response.body.data;
    expect(result.added.map((added: any) => added.fullName)).toEqual([a.name, d.name]);
    expect(result.alreadyApplied).toEqual([{ fullName: b.name, reason: 'Already applied to this job.' }]);
    expect(result.refused).toEqual([{ fullName: c.name, reason: 'Marked do not contact.' }]);
    expect(bulkAddToJobMessage(result)).toBe(
      `2 added to ${target.title}; 1 already applied: ${b.name}; 1 not added: ${c.name} (Marked do not contact).`,
    );
    expect(await outboxRowsMentioning(a.name)).toBe(mailsBefore);
    const list = await api('GET', `/job-applications?filters[job][documentId][$eq]=${target.documentId}`, {
      token: await loginAsRecruiter(),
    });
    expect(list.body.meta.pagination.total).toBe(3);
  });

  it('reports a candidate whose resume file is lost and an unknown application, adding the others', async () => {
    const [a, b] = [await poolCandidate(), await poolCandidate()];
    const target = await createJob();
    const stored = await api('GET', `/job-applications/${b.application}?populate[0]=resume`, {
      token: await loginAsRecruiter(),
    });
    const [key] = await resumeKeysNamed(stored.body.data.resume.name);
    await removeResumeFile(key);
    const response = await api('POST', '/job-applications/bulk-add-to-job', {
      token: await loginAsRecruiter(),
      json: { data: { job: target.documentId, documentIds: [a.application, b.application, 'nosuchapplication'] } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.added.map((added: any) => added.fullName)).toEqual([a.name]);
    expect(response.body.data.refused).toEqual([
      { fullName: b.name, reason: 'Their resume file is missing.' },
      { fullName: null, reason: 'Application not found.' },
    ]);
    expectError(
      await api('POST', '/job-applications/bulk-add-to-job', {
        token: await loginAsEditor(),
        json: { data: { job: target.documentId, documentIds: [a.application] } },
      }),
      403,
    );
  });
});

describe('suggested candidates for a job', () => {
  it('ranks the pool against the job, without those who applied or may not be contacted', async () => {
    const skill = `skill${word()}`;
    const city = `city${word()}`;
    const strong = await poolCandidate({ coverLetter: `I am a ${skill} expert living in ${city}.` });
    const weak = await poolCandidate({ coverLetter: `I once lived in ${city}.` });
    const applied = await poolCandidate({ coverLetter: `${skill} all day in ${city}.` });
    const blocked = await poolCandidate({ coverLetter: `Senior ${skill} in ${city}.` });
    const unrelated = await poolCandidate({ coverLetter: 'Nothing in common.' });
    await api('PUT', `/candidates/${blocked.candidate}`, {
      token: await loginAsRecruiter(),
      json: { data: { availability: 'do-not-contact' } },
    });
    const job = await createJob({ title: `Head of ${skill}`, skills: skill, city, location: city });
    await createApplication(job.documentId, { email: applied.email, fullName: applied.name });

    const response = await api('GET', `/jobs/${job.documentId}/suggested-candidates`, {
      token: await loginAsRecruiter(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const names = response.body.data.candidates.map((candidate: any) => candidate.fullName);
    expect(names.slice(0, 2)).toEqual([strong.name, weak.name]);
    expect(names).not.toContain(applied.name);
    expect(names).not.toContain(blocked.name);
    expect(names).not.toContain(unrelated.name);
    expect(response.body.data.candidates[0].matched).toEqual(expect.arrayContaining([skill, city]));
    expect(response.body.data.job).toEqual({ documentId: job.documentId, title: job.title });

    // Once added, a suggestion is no longer suggested.
    expect((await addToJob(strong.candidate, job.documentId)).status).toBe(201);
    const after = await api('GET', `/jobs/${job.documentId}/suggested-candidates`, { token: await loginAsRecruiter() });
    expect(after.body.data.candidates.map((candidate: any) => candidate.fullName)).not.toContain(strong.name);

    expectError(await api('GET', '/jobs/nosuchjob/suggested-candidates', { token: await loginAsRecruiter() }), 404);
    expectError(
      await api('GET', `/jobs/${job.documentId}/suggested-candidates`, { token: await loginAsEditor() }),
      403,
    );
  });

  it('suggests a candidate whose only match is in their resume text (the people index), with the word matched', async () => {
    const skill = `skill${word()}`;
    const email = `resume.${word()}@example.com`;
    const name = `Pool ${word()} Reader`;
    const first = await createJob();
    const pdf = textPdf([
      [name, `Senior ${skill} specialist, eight years`],
      ['Page two', 'References on request'],
    ]);
    const submitted = await submitApplication(
      validApplication(first.documentId, { fullName: name, email, coverLetter: 'Nothing in common.' }),
      { bytes: pdf, name: 'Resume.pdf', type: 'application/pdf' },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    // The resume's text is extracted off the request path: wait until the search finds it.
    const deadline = Date.now() + 20_000;
    const found = async () =>
      (await api('GET', `/candidates?q=${skill}`, { token: await loginAsRecruiter() })).body.data.length > 0;
    while (!(await found()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));

    const job = await createJob({ title: `Lead ${skill}`, skills: skill });
    const response = await api('GET', `/jobs/${job.documentId}/suggested-candidates`, {
      token: await loginAsRecruiter(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const suggested = response.body.data.candidates.find((candidate: any) => candidate.email === email);
    expect(suggested, JSON.stringify(response.body.data.candidates)).toMatchObject({
      fullName: name,
      matched: [skill],
    });
  });
});
