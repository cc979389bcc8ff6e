/**
 * The job board's search at 10,000 jobs (docs/011-job-search.md "Figures"): a throwaway CMS database is seeded as
 * usual, then filled straight into SQLite (with the CMS stopped) to `BENCH_JOBS` jobs (default 10,000) with realistic
 * fields: titles, companies, skills and a description of about 1,500 characters each, 8 categories, 8 job types, 12
 * countries, 3 workplaces, closing dates on a third of them, and some closed, draft and expired jobs. Then the CMS is
 * started on it and `GET /api/jobs/search` is asked `BENCH_SAMPLES` (30) times in a row for each search; it prints the
 * median and p95 in ms, and how many jobs each search found. Target: a filtered page under 50 ms (median).
 *
 * Run: `node bench/job-search.mjs` after `npm run build` (about 30 s to fill and start).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { generateSecrets } from '../scripts/lib/env.mjs';
import { freePort, startCms, stopProcess } from '../scripts/lib/processes.mjs';
import { documentId, pick } from './lib.mjs';

const JOBS = Number(process.env.BENCH_JOBS) || 10_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 30;
const DAY = 24 * 60 * 60 * 1000;

const ROLES = [
  'Registered Nurse',
  'Software Engineer',
  'Data Analyst',
  'Accountant',
  'Sales Executive',
  'HR Business Partner',
  'Customer Support Agent',
  'DevOps Engineer',
  'Pharmacist',
  'Product Manager',
  'Marketing Specialist',
  'Financial Controller',
  'Machine Learning Engineer',
  'Recruiter',
  'Site Reliability Engineer',
  'Medical Laboratory Technologist',
];
const LEVELS = ['', 'Senior ', 'Junior ', 'Lead ', 'Principal '];
const SKILLS = [
  'React',
  'Node.js',
  'TypeScript',
  'PostgreSQL',
  'Python',
  'Go',
  'Kubernetes',
  'AWS',
  'Excel',
  'IFRS',
  'Salesforce',
  'ICU care',
  'Arabic',
  'English',
  'SQL',
  'Power BI',
  'Terraform',
  'Zendesk',
];
const COUNTRIES = ['AE', 'SA', 'GB', 'US', 'DE', 'NL', 'PK', 'FR', 'QA', 'KW', 'IE', 'ES'];
const TYPES = ['Full-time', 'Full-time', 'Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'Per diem'];
const WORKPLACES = ['onsite', 'onsite', 'hybrid', 'remote'];
const WORDS =
  'team customers platform growth reporting compliance quality patients delivery systems process improvement stakeholders budget analysis design operations support training safety'.split(
    ' ',
  );

/** About 1,500 characters of HTML, different for every job. */
function description(index) {
  const sentence = (offset) =>
    Array.from({ length: 14 }, (_, word) => pick(WORDS, index * 7 + offset * 3 + word * 5)).join(' ');
  const paragraphs = Array.from({ length: 6 }, (_, offset) => `<p>${sentence(offset)}.</p>`).join('');
  const duties = Array.from({ length: 5 }, (_, offset) => `<li>${sentence(offset + 6)}</li>`).join('');
  return `${paragraphs}<h3>What you will do</h3><ul>${duties}</ul>`;
}

/** Writes `JOBS` more jobs the way Strapi stores them (rows and category links), in one transaction. */
function grow(dataDir) {
  const db = new Database(path.join(dataDir, 'data.db'));
  const now = Date.now();
  const categories = db
    .prepare("SELECT id FROM categories WHERE kind = 'job'")
    .all()
    .map((row) => row.id);
  const insertJob = db.prepare(`INSERT INTO jobs (document_id, title, slug, description, company, location, salary,
    skills, type, experience, posted, featured, status, country, city, workplace, applicant_locations, valid_through,
    created_at, updated_at, published_at)
    VALUES (?, ?, ?, ?, ?, '', '', ?, ?, '3+ years', ?, 0, ?, ?, '', ?, ?, ?, ?, ?, ?)`);
  const linkCategory = db.prepare('INSERT INTO jobs_category_lnk (job_id, category_id, job_ord) VALUES (?, ?, 1)');
  db.transaction(() => {
    for (let index = 0; index < JOBS; index += 1) {
      const created = now - (index % 730) * DAY - index;
      const workplace = pick(WORKPLACES, index * 3);
      const status = index % 10 === 0 ? 'closed' : index % 33 === 0 ? 'draft' : 'open';
      // A third close within 60 days; one in 25 closed yesterday (expired).
      const validThrough = index % 25 === 0 ? now - DAY : index % 3 === 0 ? now + ((index % 60) + 1) * DAY : null;
      const skills = [0, 1, 2, 3].map((offset) => pick(SKILLS, index * 5 + offset * 7)).join(', ');
      const { lastInsertRowid } = insertJob.run(
        documentId(),
        `${pick(LEVELS, index)}${pick(ROLES, index * 11)}`,
        `bench-job-${index}`,
        description(index),
        `Company ${index % 700}`,
        skills,
        pick(TYPES, index * 13),
        new Date(created).toISOString().slice(0, 10),
        status,
        workplace === 'remote' ? null : pick(COUNTRIES, index * 17),
        workplace,
        workplace === 'remote' ? JSON.stringify([pick(COUNTRIES, index)]) : '[]',
        validThrough,
        created,
        created,
        created,
      );
      linkCategory.run(lastInsertRowid, pick(categories, index * 19));
    }
  })();
  db.close();
}

/** Median and p95 in ms of `SAMPLES` sequential calls of `url`, and the number of jobs found. */
async function timed(url) {
  const durations = [];
  let total;
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.json();
    durations.push(performance.now() - started);
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
    total = body.meta.pagination.total;
  }
  durations.sort((a, b) => a - b);
  const at = (share) => Math.round(durations[Math.min(durations.length - 1, Math.floor(durations.length * share))]);
  return { 'median ms': at(0.5), 'p95 ms': at(0.95), found: total };
}

const SEARCHES = {
  'no filter (page 1)': '',
  'no filter, page 600': 'page=600',
  'category + type': 'category=healthcare&type=full-time',
  'country + workplace, closing soon': 'country=AE&workplace=hybrid&sort=closing',
  'keyword "nurse"': 'q=nurse',
  'keyword "senior engineer" + country': 'q=senior%20engineer&country=GB',
  'keyword in skills "kubernetes" + remote': 'q=kubernetes&workplace=remote',
  'every filter, closing soon, page 2':
    'q=engineer&category=software-engineering&type=full-time&country=US&workplace=onsite&sort=closing&page=2',
  'keyword found nowhere': 'q=astronaut',
};

const started = Date.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
const env = { ...process.env, ...generateSecrets(), NODE_ENV: 'test' };
const options = { env, port: await freePort(), dataDir, quiet: true };
let cms = await startCms(options);
try {
  await stopProcess(cms.child);
  grow(dataDir);
  cms = await startCms(options);
  console.log(`Filled to ${JOBS} more jobs and started in ${Math.round((Date.now() - started) / 1000)} s.`);
  // One call each first: the first query of a kind pays for SQLite's page cache and the statement's preparation.
  for (const query of Object.values(SEARCHES)) await fetch(`${cms.url}/api/jobs/search?${query}`);
  const rows = {};
  for (const [name, query] of Object.entries(SEARCHES)) rows[name] = await timed(`${cms.url}/api/jobs/search?${query}`);
  console.log(`GET /api/jobs/search at ${JOBS} jobs (+ the demo's), ${SAMPLES} sequential calls each, 12 a page`);
  console.table(rows);
} finally {
  await stopProcess(cms.child);
  rmSync(dataDir, { recursive: true, force: true });
}
