/**
 * Resume text extraction (docs/023-talent-pool.md "Resume text"), two figures:
 * 1. One file at a time through the built extraction worker (apps/cms/dist/src/lib/resume-extractor.js), as the CMS
 *    runs it: a two-page PDF resume of about 600 words, a DOCX of the same text and a DOC of 150 words (what the test's .doc writer holds), `BENCH_SAMPLES` (30) each
 *    after a first, cold one (the worker's start and its libraries' loading): median, p95 and max in ms. Target: the
 *    two-page PDF < 300 ms.
 * 2. `BENCH_APPLICANTS` (200) applications at once, each with its own two-page PDF, sent to the CMS's public create
 *    (the built CMS on a throwaway SQLite database, `lib.mjs`): p50/p95/max of the answers, how many were stored, and
 *    how long after the last answer every resume's text was extracted (the staff view's `resumeText`). Target: p95 < 2 s,
 *    all stored, while the extraction runs.
 * The files are made by apps/cms/tests/api/resume-fixtures.ts (Node 24 strips its types).
 *
 * Run: `node bench/resume-extraction.mjs` after `npm run build`; `RESUME_TEXT_WORKER=off node bench/resume-extraction.mjs`
 * for the crowd without extraction (the CMS inherits the variable).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteUnderTest } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 30;
const APPLICANTS = Number(process.env.BENCH_APPLICANTS) || 200;
const require = createRequire(import.meta.url);
const { createResumeExtractor } = require(path.join(ROOT, 'apps/cms/dist/src/lib/resume-extractor.js'));
const { textPdf, textDocx, textDoc } = await import(path.join(ROOT, 'apps/cms/tests/api/resume-fixtures.ts'));

const WORDS = (
  'React TypeScript Node.js engineer Dubai Riyadh finance controller audit IFRS payroll nurse clinic logistics ' +
  'warehouse supply chain project manager agile scrum cloud AWS Kubernetes PostgreSQL recruitment sales marketing ' +
  'customer success analyst Excel Power BI forecasting budgeting compliance Arabic English French leadership'
).split(' ');

/** About `count` words of a resume, in lines of twelve, different for each `seed`. */
function resumeLines(count, seed) {
  const words = Array.from({ length: count }, (_, index) => WORDS[(index * 7 + seed * 13) % WORDS.length]);
  const lines = [];
  for (let index = 0; index < words.length; index += 12) lines.push(words.slice(index, index + 12).join(' '));
  return lines;
}

/** A two-page PDF of about 600 words: 25 lines of 12 words a page. */
const twoPagePdf = (seed) => {
  const lines = resumeLines(600, seed);
  return textPdf([[`Candidate ${seed}`, ...lines.slice(0, 25)], lines.slice(25)], { deflate: true });
};

const stats = (durations) => {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);
  return { 'p50 ms': at(0.5), 'p95 ms': at(0.95), 'max ms': Math.round(sorted.at(-1)) };
};

// 1. One file at a time.
const extractor = createResumeExtractor();
const files = {
  'two-page PDF': { kind: 'pdf', make: twoPagePdf },
  DOCX: { kind: 'docx', make: (seed) => textDocx(resumeLines(600, seed)) },
  DOC: { kind: 'doc', make: (seed) => textDoc(resumeLines(150, seed)) },
};
const table = {};
try {
  for (const [name, { kind, make }] of Object.entries(files)) {
    let started = performance.now();
    const first = await extractor.extract(new Uint8Array(make(0)), kind);
    const cold = performance.now() - started;
    if (!('text' in first)) throw new Error(`${name}: ${JSON.stringify(first)}`);
    const durations = [];
    for (let sample = 1; sample <= SAMPLES; sample += 1) {
      const bytes = new Uint8Array(make(sample));
      started = performance.now();
      await extractor.extract(bytes, kind);
      durations.push(performance.now() - started);
    }
    table[name] = {
      bytes: make(1).length,
      characters: first.text.length,
      'cold ms': Math.round(cold),
      ...stats(durations),
    };
  }
} finally {
  await extractor.stop();
}
console.log(`Extraction, one file at a time in the worker thread (${SAMPLES} samples after a cold one)`);
console.table(table);

// 2. A crowd of applicants while their resumes are extracted. Staff sign in with a password alone here; with
// `RESUME_TEXT_WORKER=off` in the environment the CMS extracts nothing: the same crowd without extraction, to compare.
process.env.STAFF_MFA_REQUIRED ??= 'off';
const site = await siteUnderTest();
try {
  const jobs = await (await fetch(`${site.cmsUrl}/api/jobs?pagination[pageSize]=1`)).json();
  const job = jobs.data[0].documentId;
  const pdfs = Array.from({ length: APPLICANTS + 1 }, (_, index) => twoPagePdf(1000 + index));
  const apply = async (index) => {
    const form = new FormData();
    const data = {
      job,
      fullName: `Applicant ${index}`,
      email: `extraction.${Date.now()}.${index}@example.com`,
      phone: '+44 20 7946 0958',
      coverLetter: 'I would like to apply.',
      consent: true,
    };
    form.set('data', JSON.stringify(data));
    form.set('files.resume', new Blob([pdfs[index + 1]], { type: 'application/pdf' }), `cv-${index}.pdf`);
    const started = performance.now();
    const response = await fetch(`${site.cmsUrl}/api/job-applications`, { method: 'POST', body: form });
    const body = await response.json().catch(() => ({}));
    return { ms: performance.now() - started, status: response.status, documentId: body.data?.documentId };
  };
  await apply(-1);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: APPLICANTS }, (_, index) => apply(index)));
  const answered = performance.now();

  const signIn = await fetch(`${site.cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin', password: 'Admin-demo-2026!' }),
  });
  const { jwt } = await signIn.json();
  const stateOf = async (documentId) => {
    const response = await fetch(`${site.cmsUrl}/api/job-applications/${documentId}`, {
      headers: { Authorization: `Bearer ${jwt}` },
    });
    return (await response.json()).data?.resumeText?.state;
  };
  const stored = results.filter((result) => result.status === 201 && result.documentId);
  const states = {};
  const extracting = process.env.RESUME_TEXT_WORKER !== 'off';
  for (const { documentId } of stored) {
    let state = await stateOf(documentId);
    while (extracting && state === 'pending' && performance.now() - answered < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await stateOf(documentId);
    }
    states[state] = (states[state] ?? 0) + 1;
  }
  const extracted = performance.now();
  console.log(
    `${APPLICANTS} applications at once to the CMS, each with a two-page PDF, in ${((answered - started) / 1000).toFixed(1)} s`,
  );
  console.table({
    answers: {
      ...stats(results.map((result) => result.ms)),
      stored: stored.length,
      'every text extracted, s after the last answer': ((extracted - answered) / 1000).toFixed(1),
      states: JSON.stringify(states),
    },
  });
} finally {
  await site.stop();
}
