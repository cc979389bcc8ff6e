/**
 * Application intake under a crowd (docs/007-honest-application-intake.md): `BENCH_APPLICANTS` (default 200) applicants
 * send the apply form at once through the web app (the form script's upload endpoint, a small PDF each), against the
 * embedded SQLite default. Prints p50/p95/max of the answers in ms, how many were told success, and how many
 * applications the CMS stored: the two must match. Target: 200 at once, p95 < 2 s, all stored.
 *
 * Run: `node bench/intake.mjs` after `npm run build`.
 */
import { randomBytes } from 'node:crypto';
import { siteUnderTest } from './lib.mjs';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS) || 200;

const site = await siteUnderTest();
try {
  const jobs = await (await fetch(`${site.cmsUrl}/api/jobs?pagination[pageSize]=1`)).json();
  const job = jobs.data[0].documentId;
  const run = randomBytes(4).toString('hex');

  const apply = async (index) => {
    const form = new FormData();
    const fields = {
      idempotencyKey: `${run}${String(index).padStart(16, '0')}`,
      job,
      fullName: `Applicant ${index}`,
      email: `intake.${run}.${index}@example.com`,
      phone: '+44 20 7946 0958',
      coverLetter: 'I would like to apply.',
      consent: 'on',
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const pdf = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${run}-${index}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
    form.set('resume', new Blob([pdf], { type: 'application/pdf' }), `cv-${index}.pdf`);
    const started = performance.now();
    const response = await fetch(`${site.url}/resources/job-applications`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: form,
    });
    const body = await response.json().catch(() => ({}));
    return { ms: performance.now() - started, success: body.success === true, status: response.status };
  };

  // One application first, so that the crowd does not measure the processes' warm-up.
  await apply(-1);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: APPLICANTS }, (_, index) => apply(index)));
  const seconds = (performance.now() - started) / 1000;

  const signIn = await fetch(`${site.cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin', password: 'Admin-demo-2026!' }),
  });
  const { jwt } = await signIn.json();
  const stored = await fetch(
    `${site.cmsUrl}/api/job-applications?filters[email][$startsWith]=intake.${run}.&pagination[pageSize]=1`,
    { headers: { Authorization: `Bearer ${jwt}` } },
  );
  const total = (await stored.json()).meta.pagination.total;

  const durations = results.map((result) => result.ms).sort((a, b) => a - b);
  const at = (share) => Math.round(durations[Math.min(durations.length - 1, Math.floor(durations.length * share))]);
  const statuses = {};
  for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  console.log(`${APPLICANTS} applications at once through the web app, in ${seconds.toFixed(1)} s`);
  console.table({
    answers: {
      'p50 ms': at(0.5),
      'p95 ms': at(0.95),
      'max ms': Math.round(durations.at(-1)),
      'told success': results.filter((result) => result.success).length,
      stored: total - 1,
      statuses: JSON.stringify(statuses),
    },
  });
} finally {
  await site.stop();
}
