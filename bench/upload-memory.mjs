/**
 * Memory of application uploads (docs/017-security-audit.md, "upload memory"): `BENCH_APPLICANTS` (default 80)
 * applicants send the apply form at once through the web app (the form script's upload endpoint, from the site's own
 * origin), each with a resume of `BENCH_RESUME_MB` (5) MB, against the embedded SQLite default. Samples the resident
 * memory (VmRSS of /proc/<pid>/status) of the web process and of the CMS every 100 ms, and prints each one's RSS
 * before the crowd, at its peak, and `BENCH_AFTER_S` (60) s after the last answer, with when it came back within
 * 30 MB of where it started; then what the applicants were told against what the CMS stored: every application must
 * be stored exactly once and told success, or told failure and not stored.
 * Targets: the web process grows by less than 150 MB at its peak and is back within 60 s; nobody is misinformed.
 *
 * Run: `node bench/upload-memory.mjs` after `npm run build`. `BENCH_WEB_DIR=<folder>` measures another build of the
 * web app (older code, side by side); `BENCH_URL` is not supported (the processes' memory is read from /proc).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteUnderTest } from './lib.mjs';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS) || 80;
const RESUME_BYTES = Math.round((Number(process.env.BENCH_RESUME_MB) || 5) * 1024 * 1024);
const AFTER_MS = (Number(process.env.BENCH_AFTER_S) || 60) * 1000;
const SAMPLE_MS = 100;
const MB = 1024 * 1024;
/** "Back": within this much of the RSS before the crowd. */
const BACK_WITHIN = 30 * MB;

if (process.env.BENCH_URL) throw new Error('bench/upload-memory.mjs starts its own site: unset BENCH_URL.');

/** Resident memory of a process, in bytes; 0 once it is gone. */
function rss(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => Math.round(bytes / MB);

const site = await siteUnderTest();
try {
  const processes = { web: site.webPid(), cms: site.cmsPid() };
  const jobs = await (await fetch(`${site.cmsUrl}/api/jobs?pagination[pageSize]=1`)).json();
  const job = jobs.data[0].documentId;
  const run = randomBytes(4).toString('hex');
  // One padding shared by every resume; each one's first bytes make it unique.
  const padding = new Uint8Array(RESUME_BYTES).fill(0x25);

  const apply = async (index) => {
    const head = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${run}-${index}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
    const form = new FormData();
    const fields = {
      idempotencyKey: `${run}${String(index).padStart(24, '0')}`,
      job,
      fullName: `Applicant ${index}`,
      // The warm-up's address is not counted with the crowd's.
      email: index < 0 ? `warm-up.${run}@example.com` : `upload.${run}.${index}@example.com`,
      phone: '+44 20 7946 0958',
      coverLetter: 'I would like to apply.',
      consent: 'on',
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const resume = new Blob([head, padding.subarray(head.length)], { type: 'application/pdf' });
    form.set('resume', resume, `cv-${index}.pdf`);
    const started = performance.now();
    try {
      const response = await fetch(`${site.url}/resources/job-applications`, {
        method: 'POST',
        headers: { Accept: 'application/json', Origin: site.url },
        body: form,
        signal: AbortSignal.timeout(300_000),
      });
      const body = await response.json().catch(() => ({}));
      return {
        email: fields.email,
        ms: performance.now() - started,
        success: body.success === true,
        status: response.status,
      };
    } catch (error) {
      return { email: fields.email, ms: performance.now() - started, success: false, status: 0, error: String(error) };
    }
  };

  // Warm-up: one application of each size, so that the crowd does not measure the loading of code.
  const warm = await apply(-1);
  if (!warm.success) throw new Error(`the warm-up application failed: ${JSON.stringify(warm)}`);
  await sleep(3_000);

  const samples = { web: [], cms: [] };
  const sample = () => {
    const at = performance.now();
    for (const name of ['web', 'cms']) samples[name].push({ at, bytes: rss(processes[name]) });
  };
  for (let index = 0; index < 10; index += 1) {
    sample();
    await sleep(SAMPLE_MS);
  }
  const before = Object.fromEntries(['web', 'cms'].map((name) => [name, median(samples[name].map((s) => s.bytes))]));
  const sampler = setInterval(sample, SAMPLE_MS);

  const started = performance.now();
  const results = await Promise.all(Array.from({ length: APPLICANTS }, (_, index) => apply(index)));
  const ended = performance.now();
  const seconds = (ended - started) / 1000;
  await sleep(AFTER_MS);
  clearInterval(sampler);
  sample();

  const signIn = await fetch(`${site.cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin', password: 'Admin-demo-2026!' }),
  });
  const { jwt } = await signIn.json();
  const stored = new Map();
  for (let page = 1; ; page += 1) {
    const answer = await fetch(
      `${site.cmsUrl}/api/job-applications?filters[email][$startsWith]=upload.${run}.&fields[0]=email` +
        `&pagination[pageSize]=100&pagination[page]=${page}`,
      { headers: { Authorization: `Bearer ${jwt}` } },
    );
    const { data, meta } = await answer.json();
    for (const { email } of data) stored.set(email, (stored.get(email) ?? 0) + 1);
    if (page >= meta.pagination.pageCount) break;
  }

  const memory = {};
  for (const name of ['web', 'cms']) {
    const during = samples[name].filter((s) => s.at >= started);
    const peak = Math.max(...during.map((s) => s.bytes));
    const back = during.find((s) => s.at >= ended && s.bytes <= before[name] + BACK_WITHIN);
    memory[name] = {
      'before MB': mb(before[name]),
      'peak MB': mb(peak),
      'peak growth MB': mb(peak - before[name]),
      [`+${AFTER_MS / 1000} s MB`]: mb(samples[name].at(-1).bytes),
      'back after s': back ? Math.round((back.at - ended) / 100) / 10 : `not within ${AFTER_MS / 1000}`,
    };
  }

  const statuses = {};
  for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  const durations = results.map((result) => result.ms);
  const misinformed = results.filter((result) => result.success !== stored.has(result.email)).length;
  const twice = [...stored.values()].filter((count) => count > 1).length;
  let tempFiles = 0;
  try {
    tempFiles = readdirSync(path.join(site.tmpDir, 'web-form-uploads')).length;
  } catch {
    // the old code has no such folder
  }

  console.log(
    `${APPLICANTS} applications of ${mb(RESUME_BYTES)} MB at once through the web app` +
      `${process.env.BENCH_WEB_DIR ? ` (${process.env.BENCH_WEB_DIR})` : ''}, answered in ${seconds.toFixed(1)} s`,
  );
  console.table(memory);
  console.table({
    applicants: {
      'told success': results.filter((result) => result.success).length,
      stored: stored.size,
      'stored twice': twice,
      misinformed,
      statuses: JSON.stringify(statuses),
      'p50 s': Math.round(median(durations) / 100) / 10,
      'max s': Math.round(Math.max(...durations) / 100) / 10,
      'temp files left': tempFiles,
    },
  });
} finally {
  await site.stop();
}
