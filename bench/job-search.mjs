/**
 * The job board's search at 10,000 jobs (docs/011-job-search.md "Figures"): a throwaway CMS database is seeded as
 * usual, then filled straight into SQLite (with the CMS stopped) to `BENCH_JOBS` jobs (default 10,000) with realistic
 * fields: titles, companies, skills and a description of about 1,500 characters each, 8 categories, 8 job types, 12
 * countries with a city each (location "City, Country"), 3 workplaces, closing dates on a third of them, and some closed, draft and expired jobs. Then the CMS is
 * started on it and `GET /api/jobs/search` is asked `BENCH_SAMPLES` (30) times in a row for each search; it prints the
 * median and p95 in ms, how many jobs each search found, and each median against the unfiltered board's, asked
 * after each call of the search (`× board`). Targets: a filtered page under 50 ms (median) on a quiet machine, and every keyword search within 2× of
 * the unfiltered board's median in the same run (docs/011-job-search.md "Figures").
 *
 * Side by side: `BENCH_OLD_CMS_DIR=<folder>` (the apps/cms folder of a build of older code, its `dist` built) starts
 * that CMS too, on a copy of the same data, and asks both in turn, one call each at a time, so that both see the same
 * load; the table then gives both medians and their ratio.
 *
 * Run: `node bench/job-search.mjs` after `npm run build` (about 30 s to fill and start).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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
/** A city of each country above, in the same order: the job's `city`, and its `location` as "City, Country". */
const CITIES = [
  ['Dubai', 'United Arab Emirates'],
  ['Riyadh', 'Saudi Arabia'],
  ['London', 'United Kingdom'],
  ['New York', 'United States'],
  ['Berlin', 'Germany'],
  ['Amsterdam', 'Netherlands'],
  ['Lahore', 'Pakistan'],
  ['Paris', 'France'],
  ['Doha', 'Qatar'],
  ['Kuwait City', 'Kuwait'],
  ['Dublin', 'Ireland'],
  ['Madrid', 'Spain'],
];
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
    VALUES (?, ?, ?, ?, ?, ?, '', ?, ?, '3+ years', ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const linkCategory = db.prepare('INSERT INTO jobs_category_lnk (job_id, category_id, job_ord) VALUES (?, ?, 1)');
  db.transaction(() => {
    for (let index = 0; index < JOBS; index += 1) {
      const created = now - (index % 730) * DAY - index;
      const workplace = pick(WORKPLACES, index * 3);
      const status = index % 10 === 0 ? 'closed' : index % 33 === 0 ? 'draft' : 'open';
      // A third close within 60 days; one in 25 closed yesterday (expired).
      const validThrough = index % 25 === 0 ? now - DAY : index % 3 === 0 ? now + ((index % 60) + 1) * DAY : null;
      const skills = [0, 1, 2, 3].map((offset) => pick(SKILLS, index * 5 + offset * 7)).join(', ');
      const country = workplace === 'remote' ? null : pick(COUNTRIES, index * 17);
      const [city, countryName] = country ? CITIES[COUNTRIES.indexOf(country)] : ['', ''];
      const { lastInsertRowid } = insertJob.run(
        documentId(),
        `${pick(LEVELS, index)}${pick(ROLES, index * 11)}`,
        `bench-job-${index}`,
        description(index),
        `Company ${index % 700}`,
        country ? `${city}, ${countryName}` : 'Remote',
        skills,
        pick(TYPES, index * 13),
        new Date(created).toISOString().slice(0, 10),
        status,
        country,
        city,
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

/** The median and p95 of `durations` (ms), rounded. */
function percentiles(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);
  return { median: at(0.5), p95: at(0.95) };
}

/** One call of `url`: its duration in ms and the number of jobs found (throws on an error). */
async function call(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.json();
  const duration = performance.now() - started;
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
  return { duration, total: body.meta.pagination.total };
}

/**
 * `SAMPLES` calls of `query` on each CMS of `urls`, in turn (the first CMS first on even samples, last on odd ones),
 * each followed by a call of the unfiltered board, so that a search and the board it is compared with see the same
 * load: for each CMS, the durations (ms) of both and the number of jobs found.
 */
async function timed(urls, query) {
  const results = urls.map(() => ({ durations: [], board: [], total: undefined }));
  for (let index = 0; index < SAMPLES; index += 1) {
    const order = index % 2 === 0 ? urls.map((_, at) => at) : urls.map((_, at) => urls.length - 1 - at);
    for (const at of order) {
      const { duration, total } = await call(`${urls[at]}/api/jobs/search?${query}`);
      results[at].durations.push(duration);
      results[at].total = total;
      results[at].board.push(query === '' ? duration : (await call(`${urls[at]}/api/jobs/search`)).duration);
    }
  }
  return results;
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
  'city word "dubai"': 'q=dubai',
  'city filter + keyword': 'city=lahore&q=engineer',
  'phrase "senior software engineer"': 'q=%22senior%20software%20engineer%22',
  'OR and exclusion': 'q=nurse%20OR%20pharmacist%20-senior',
  'stemmed "engineering"': 'q=engineering',
  'misspelt "enginer" (did you mean)': 'q=enginer',
  'misspelt "astronaut" nowhere (did you mean)': 'q=astronot',
};

const OLD_CMS_DIR = process.env.BENCH_OLD_CMS_DIR || null;
const started = Date.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
const oldDataDir = OLD_CMS_DIR ? mkdtempSync(path.join(tmpdir(), 'bench-search-old-')) : null;
const env = { ...process.env, ...generateSecrets(), NODE_ENV: 'test' };
const options = { env, port: await freePort(), dataDir, quiet: true };
const running = [];
try {
  const first = await startCms(options);
  await stopProcess(first.child);
  grow(dataDir);
  if (oldDataDir) cpSync(dataDir, oldDataDir, { recursive: true });
  running.push(await startCms(options));
  if (OLD_CMS_DIR) {
    running.push(
      await startCms({ env, port: await freePort(), dataDir: oldDataDir, quiet: true, cmsDir: OLD_CMS_DIR }),
    );
  }
  console.log(`Filled to ${JOBS} more jobs and started in ${Math.round((Date.now() - started) / 1000)} s.`);
  const urls = running.map((cms) => cms.url);
  // One call each first: the first query of a kind pays for SQLite's page cache and the statement's preparation.
  for (const url of urls) for (const query of Object.values(SEARCHES)) await fetch(`${url}/api/jobs/search?${query}`);
  const measured = {};
  for (const [name, query] of Object.entries(SEARCHES)) measured[name] = await timed(urls, query);
  // A search's median against the unfiltered board's median over the same calls' time (`timed`).
  const board = (result) => percentiles(result.board).median;
  const rows = {};
  for (const [name, results] of Object.entries(measured)) {
    const [current, old] = results.map((result) => percentiles(result.durations));
    const row = { found: results[0].total, 'median ms': current.median, 'p95 ms': current.p95 };
    row['× board'] = Number((current.median / board(results[0])).toFixed(2));
    if (old) {
      if (results[1].total !== results[0].total) row['old found'] = results[1].total;
      Object.assign(row, {
        'old median ms': old.median,
        'old p95 ms': old.p95,
        'old × board': Number((old.median / board(results[1])).toFixed(2)),
        'new / old': Number((current.median / old.median).toFixed(2)),
      });
    }
    rows[name] = row;
  }
  console.log(
    `GET /api/jobs/search at ${JOBS} jobs (+ the demo's), ${SAMPLES} sequential calls each, 12 a page` +
      (OLD_CMS_DIR ? `, this build and ${OLD_CMS_DIR} in turn` : ''),
  );
  console.table(rows);
} finally {
  for (const cms of running) await stopProcess(cms.child);
  rmSync(dataDir, { recursive: true, force: true });
  if (oldDataDir) rmSync(oldDataDir, { recursive: true, force: true });
}
