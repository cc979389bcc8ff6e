import fs from 'fs/promises';
import path from 'path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { S3_RESUME_PREFIX } from '../../src/lib/resume-storage';
import { pngBytes } from './fixtures';
import {
  api,
  cmsUrl,
  createJob,
  loginAsAdmin,
  pdfResume,
  resumeDirectory,
  resumeFiles,
  s3,
  s3Client,
  storedApplications,
  submitApplication,
  unique,
  validApplication,
} from './helpers';

/**
 * The CMS on S3-compatible storage (docs/016-deployment.md), in the runs that set `S3_BUCKET`
 * (`npm run test:api:postgres` starts s3rver for it): resumes are private objects under `resumes/` of the resume bucket
 * and nothing on the local disk; a failed application leaves no object; covers are public objects at the bucket's root,
 * whose URLs apps/web serves as `/uploads/<name>`. Skipped on local storage, where the rest of the suite covers the
 * same promises.
 */
describe.runIf(s3)('S3 storage', () => {
  let admin: string;
  let job: string;

  beforeAll(async () => {
    admin = await loginAsAdmin();
    job = (await createJob()).documentId as string;
  });

  /** The bytes of the resume object `key`, read from the bucket through the SDK. */
  async function objectBytes(key: string): Promise<Buffer> {
    const object = await s3Client().send(
      new GetObjectCommand({ Bucket: s3!.resumeBucket, Key: `${S3_RESUME_PREFIX}${key}` }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  it('stores a resume as an object in the bucket, nothing in the local resume folder, and serves it to staff', async () => {
    const resume = pdfResume('Mary Jackson CV.pdf');
    const before = await resumeFiles();
    const response = await submitApplication(validApplication(job), resume);
    expect(response.status, JSON.stringify(response.body)).toBe(201);

    const added = (await resumeFiles()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    expect((await objectBytes(added[0])).equals(Buffer.from(resume.bytes))).toBe(true);
    expect(await fs.readdir(resumeDirectory()).catch(() => [])).toEqual([]);

    const download = await api('GET', `/job-applications/${response.body.data.documentId}/resume`, { token: admin });
    expect(download.status).toBe(200);
    expect(download.bytes.equals(Buffer.from(resume.bytes))).toBe(true);

    expect((await api('DELETE', `/job-applications/${response.body.data.documentId}`, { token: admin })).status).toBe(
      204,
    );
    expect(await resumeFiles()).not.toContain(added[0]);
  });

  it('leaves no object for an application that fails after its file was written', async () => {
    // Three submissions of one form at once: each writes its file, two lose the race for the idempotency key in the
    // transaction and must take their objects back.
    const data = validApplication(job, {
      email: `${unique('race').replace(/\s/g, '.')}@example.com`,
      idempotencyKey: `key-${unique('s3').replace(/\s/g, '-')}-0123456789`,
    });
    const before = await storedApplications();
    const answers = await Promise.all([1, 2, 3].map(() => submitApplication(data, pdfResume())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const after = await storedApplications();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.resumeFiles.filter((key) => !before.resumeFiles.includes(key))).toHaveLength(1);
  });

  it('stores a cover in the bucket, readable without credentials at a URL apps/web maps to /uploads/<name>', async () => {
    const form = new FormData();
    form.append('files', new Blob([pngBytes()], { type: 'image/png' }), 'cover.png');
    const response = await api('POST', '/upload', { token: admin, form });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const url = new URL(response.body[0].url as string);
    expect(`${url.origin}${url.pathname}`).toMatch(
      new RegExp(`^${s3!.client.endpoint as string}/${s3!.bucket}/[\\w.-]+\\.png$`),
    );
    // apps/web's /uploads route fetches `<MEDIA_URL>/<name>` (apps/web/app/lib/media.ts, media.server.ts).
    const name = url.pathname.split('/').pop()!;
    const served = await fetch(`${s3!.client.endpoint as string}/${s3!.bucket}/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(0, 8)
        .equals(pngBytes().subarray(0, 8)),
    ).toBe(true);
    expect(await fs.readdir(path.join(inject('dataDir'), 'public', 'uploads')).catch(() => [])).toEqual([]);
  });

  it('lets the admin panel show covers from the bucket (its CSP allows the bucket’s origin for images)', async () => {
    const page = await fetch(`${cmsUrl()}/admin`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const imgSrc = csp.split(';').find((directive) => directive.trim().startsWith('img-src')) ?? '';
    expect(imgSrc).toContain(new URL(s3!.client.endpoint as string).origin);
  });
});
