/**
 * The search of the talent pool at 100,000 candidates (docs/023-talent-pool.md "Searching people"), on SQLite and on
 * PostgreSQL side by side. For each engine (`BENCH_ENGINES`, default `sqlite,postgres`) a throwaway CMS database is
 * seeded as usual (PostgreSQL: a throwaway cluster, scripts/lib/postgres.mjs), then, with the CMS stopped, filled
 * straight into the database with `BENCH_CANDIDATES` (default 100,000) candidates, the same on both engines, each with
 * one application (name, e-mail, phone, a short cover letter, a country, a source) and, when the build has resume texts
 * (api::resume-text), an extracted resume of 400–800 generated words (titles, skills, cities, employers, years). The
 * people index and its triggers are dropped before the load, so the next start's `ensure()` fills the index in one
 * statement; its time is printed. On PostgreSQL a `VACUUM (ANALYZE)` follows, as autovacuum would do after such a
 * load. Then `GET /api/candidates` is asked `BENCH_SAMPLES` (30) times in a row for each
 * search as the demo Admin, and `GET /api/jobs/:id/suggested-candidates` for the seed's Financial Controller; it prints
 * the median and p95 in ms and what each found, per engine and then side by side. Targets: keyword p95 < 100 ms,
 * phrase or filtered < 150 ms, suggested candidates < 200 ms, the list at any page < 50 ms. `BENCH_KEEP=1` keeps the
 * databases (PostgreSQL left running) and prints where they are, to read them with SQL.
 *
 * Run: `node bench/talent-pool.mjs` after `npm run build` (10–20 minutes at 100,000: PostgreSQL's index fill is the
 * longest part).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { generateSecrets } from '../scripts/lib/env.mjs';
import { startPostgres, stopPostgres } from '../scripts/lib/postgres.mjs';
import { freePort, startCms, stopProcess } from '../scripts/lib/processes.mjs';
import { documentId, pick } from './lib.mjs';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES) || 100_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 30;
const DAY = 24 * 60 * 60 * 1000;

const FIRST =
  'Ada Omar Fatima Liam Priya Chen Sara Yusuf Maria Ahmed Olivia Raj Noura Lucas Aisha Daniel Mei Hassan'.split(' ');
const LAST = 'Khan Smith Haddad Patel Garcia Nguyen Rahman Müller Rossi Kowalski Okafor Silva Tanaka Ali Cohen'.split(
  ' ',
);
const TITLES = [
  'Software Engineer',
  'Registered Nurse',
  'Financial Controller',
  'Data Analyst',
  'DevOps Engineer',
  'Product Manager',
  'Accountant',
  'Pharmacist',
  'Sales Executive',
  'HR Business Partner',
  'Site Reliability Engineer',
  'Marketing Specialist',
  'Machine Learning Engineer',
  'Civil Engineer',
  'Project Manager',
];
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
  'SQL',
  'Power BI',
  'Terraform',
  'SAP',
  'AutoCAD',
  'Java',
  'Figma',
  'Tableau',
  'Docker',
  'Agile',
  'Six Sigma',
  'budgeting',
  'auditing',
];
const COUNTRIES = ['AE', 'SA', 'GB', 'US', 'DE', 'NL', 'PK', 'FR', 'QA', 'KW', 'IE', 'ES', 'IN', 'EG'];
const CITIES = [
  'Dubai',
  'Riyadh',
  'London',
  'New York',
  'Berlin',
  'Amsterdam',
  'Lahore',
  'Paris',
  'Doha',
  'Kuwait City',
  'Dublin',
  'Madrid',
  'Bangalore',
  'Cairo',
];
const EMPLOYERS =
  'Emirates Group|Aramco|HSBC|Careem|Noon|Deloitte|PwC|Siemens|Cleveland Clinic|Talabat|Accenture|Majid Al Futtaim|Etisalat|KPMG'.split(
    '|',
  );
const FILLER = (
  'responsible for delivery of projects across teams and stakeholders improved reporting quality reduced costs ' +
  'led migration of systems trained junior staff managed budgets worked closely with clients analysed data ' +
  'designed processes ensured compliance with regulations supported operations mentored colleagues presented ' +
  'results to leadership built dashboards automated workflows negotiated contracts coordinated vendors'
).split(' ');
const SOURCES = ['direct', 'indeed', 'linkedin', 'google-jobs', 'job-alert', 'other'];
const STATUSES = ['Pending', 'Reviewed', 'Accepted', 'Rejected'];

/** A pseudo-random number generator (mulberry32): the same data at every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A resume of 400–800 words: a summary, jobs (title, employer, city, years, duties with the person's skills), education. */
function resume(next, title, city) {
  const target = 400 + Math.floor(next() * 400);
  const words = [`${title}`, 'based', 'in', city, '.', 'Summary:'];
  const any = (list) => list[Math.floor(next() * list.length)];
  // A person's own four skills, named again in each job: a skill is in about one resume in six, as in a real pool.
  const own = [any(SKILLS), any(SKILLS), any(SKILLS), any(SKILLS)];
  while (words.length < target) {
    const year = 2005 + Math.floor(next() * 19);
    words.push(
      `${any(TITLES)} at ${any(EMPLOYERS)}, ${any(CITIES)}, ${year}–${year + 1 + Math.floor(next() * 5)}.`,
      'Skills:',
      `${any(own)}, ${any(own)}, ${any(own)}.`,
    );
    for (let index = 0; index < 40; index += 1) words.push(any(FILLER));
    words.push('.');
  }
  words.push('Education: BSc', any(['Computer Science', 'Nursing', 'Finance', 'Engineering', 'Business']), '.');
  return words.join(' ');
}

/**
 * The job whose suggested candidates are timed: the seed's open, published Financial Controller (its title, skills
 * and city are words of the generated resumes), or else the open job with the longest title and skills.
 */
const JOB_SQL = `SELECT document_id AS "documentId", title, skills FROM jobs
  WHERE status = 'open' AND published_at IS NOT NULL
  ORDER BY CASE WHEN title = 'Financial Controller' THEN 0 ELSE 1 END, length(title || ' ' || COALESCE(skills, '')) DESC, id
  LIMIT 1`;

/**
 * The `CANDIDATES` people to write, one at a time: the candidate's, application's and resume text's columns (times in
 * ms), drawn from the same seeded generator on both engines, so that SQLite and PostgreSQL hold the same data.
 */
function* people(jobs, hasTexts) {
  const next = random(21);
  const now = Date.now();
  for (let index = 0; index < CANDIDATES; index += 1) {
    const at = now - Math.floor(next() * 720) * DAY - index;
    const name = `${pick(FIRST, index)} ${pick(LAST, index * 7 + Math.floor(index / 97))}`;
    const email = `candidate${index}@example.com`;
    const phone = `+${pick(['971', '966', '44', '1', '49', '92'], index)} ${50 + (index % 9)} ${String(index).padStart(7, '0')}`;
    const countryIndex = Math.floor(next() * COUNTRIES.length);
    const country = COUNTRIES[countryIndex];
    const title = pick(TITLES, index * 3 + 1);
    yield {
      at,
      candidate: {
        document_id: documentId(),
        email,
        full_name: name,
        phone,
        country,
        tags: JSON.stringify(index % 5 === 0 ? [pick(SKILLS, index)] : []),
        availability: pick(['available', 'available', 'placed', 'do-not-contact'], index),
      },
      application: {
        document_id: documentId(),
        full_name: name,
        email,
        phone,
        cover_letter: `I am a ${title} in ${CITIES[countryIndex]} and would like to apply. I know ${pick(SKILLS, index * 11)}.`,
        country,
        job_status: pick(STATUSES, index * 5),
        source: pick(SOURCES, index * 13),
      },
      job: pick(jobs, index),
      text: hasTexts ? resume(next, title, CITIES[countryIndex]) : null,
    };
  }
}

/** An insert into the link table `table` of the two ids `columns`, with its order columns (`…_ord`) at 1 when it has them. */
function linker(db, table, columns) {
  const orders = db
    .prepare(`PRAGMA table_info("${table}")`)
    .all()
    .map((column) => column.name)
    .filter((name) => name.endsWith('_ord'));
  const statement = db.prepare(
    `INSERT INTO "${table}" (${[...columns, ...orders].join(', ')}) VALUES (${[...columns, ...orders].map((_, index) => (index < 2 ? '?' : '1')).join(', ')})`,
  );
  return { run: (first, second) => statement.run(first, second) };
}

/**
 * SQLite: writes the people (`people`) as Strapi stores them, in one transaction, after dropping the people index
 * (the next start rebuilds and fills it). Times are stored in ms, as Strapi's SQLite dialect does.
 */
function growSqlite(dataDir) {
  const db = new Database(path.join(dataDir, 'data.db'));
  db.pragma('journal_mode = WAL');
  for (const { name } of db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'people_search%'")
    .all())
    db.exec(`DROP TRIGGER "${name}"`);
  for (const table of ['people_search_vocab', 'people_search_words', 'people_search'])
    db.exec(`DROP TABLE IF EXISTS "${table}"`);
  const hasTexts = Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'resume_texts'").get());
  const jobs = db
    .prepare("SELECT id FROM jobs WHERE status = 'open'")
    .all()
    .map((row) => row.id);
  const candidate =
    db.prepare(`INSERT INTO candidates (document_id, email, full_name, phone, country, tags, availability,
    last_activity_at, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const application = db.prepare(`INSERT INTO job_applications (document_id, full_name, email, phone, cover_letter,
    country, job_status, applied_at, consent, source, created_at, updated_at, published_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`);
  const toCandidate = linker(db, 'job_applications_candidate_lnk', ['job_application_id', 'candidate_id']);
  const toJob = linker(db, 'job_applications_job_lnk', ['job_application_id', 'job_id']);
  const text = hasTexts
    ? db.prepare(`INSERT INTO resume_texts (document_id, text, characters, state, attempts, next_attempt_at,
        extracted_at, created_at, updated_at, published_at) VALUES (?, ?, ?, 'done', 1, ?, ?, ?, ?, ?)`)
    : null;
  const toText = hasTexts ? linker(db, 'resume_texts_application_lnk', ['resume_text_id', 'job_application_id']) : null;
  db.transaction(() => {
    for (const person of people(jobs, hasTexts)) {
      const { at, candidate: c, application: a } = person;
      const { lastInsertRowid: candidateId } = candidate.run(
        ...[c.document_id, c.email, c.full_name, c.phone, c.country, c.tags, c.availability],
        ...[at, at, at, at],
      );
      const { lastInsertRowid: applicationId } = application.run(
        ...[a.document_id, a.full_name, a.email, a.phone, a.cover_letter, a.country, a.job_status, at, a.source],
        ...[at, at, at],
      );
      toCandidate.run(applicationId, candidateId);
      toJob.run(applicationId, person.job);
      if (text && toText && person.text) {
        const { lastInsertRowid: textId } = text.run(documentId(), person.text, person.text.length, at, at, at, at, at);
        toText.run(textId, applicationId);
      }
    }
  })();
  const job = db.prepare(JOB_SQL).get();
  db.close();
  return { hasTexts, job };
}

/**
 * PostgreSQL: the same people, with the CMS stopped, after dropping the people index's table and triggers (the next
 * start rebuilds and fills it in one statement). Rows get explicit ids (then the sequences move past them), in
 * multi-row inserts of `BATCH`.
 */
async function growPostgres(databaseUrl) {
  const BATCH = 500;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: triggers } = await client.query(
      "SELECT tgname, tgrelid::regclass::text AS relation FROM pg_trigger WHERE tgname LIKE 'people\\_search\\_s%'",
    );
    for (const { tgname, relation } of triggers) await client.query(`DROP TRIGGER "${tgname}" ON ${relation}`);
    await client.query('DROP TABLE IF EXISTS people_search');
    const hasTexts = (await client.query("SELECT to_regclass('resume_texts') AS found")).rows[0].found !== null;
    const jobs = (await client.query("SELECT id FROM jobs WHERE status = 'open'")).rows.map((row) => row.id);
    const nextId = async (table) =>
      Number((await client.query(`SELECT COALESCE(max(id), 0) AS id FROM ${table}`)).rows[0].id);
    const ids = {
      candidates: await nextId('candidates'),
      job_applications: await nextId('job_applications'),
      resume_texts: hasTexts ? await nextId('resume_texts') : 0,
    };
    const orders = async (table) =>
      (
        await client.query(
          "SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name LIKE '%\\_ord'",
          [table],
        )
      ).rows.map((row) => row.column_name);
    const linkOrders = {
      job_applications_candidate_lnk: await orders('job_applications_candidate_lnk'),
      job_applications_job_lnk: await orders('job_applications_job_lnk'),
      resume_texts_application_lnk: hasTexts ? await orders('resume_texts_application_lnk') : [],
    };
    const batches = {};
    const add = (table, row) => (batches[table] ??= []).push(row);
    const flush = async () => {
      for (const [table, rows] of Object.entries(batches)) {
        if (rows.length === 0) continue;
        const columns = Object.keys(rows[0]);
        const values = [];
        const tuples = rows.map((row) => `(${columns.map((column) => `$${values.push(row[column])}`).join(', ')})`);
        await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, values);
        batches[table] = [];
      }
    };
    const link = (table, columns, first, second) =>
      add(table, {
        [columns[0]]: first,
        [columns[1]]: second,
        ...Object.fromEntries(linkOrders[table].map((column) => [column, 1])),
      });
    await client.query('BEGIN');
    let count = 0;
    for (const person of people(jobs, hasTexts)) {
      const at = new Date(person.at);
      const candidateId = (ids.candidates += 1);
      const applicationId = (ids.job_applications += 1);
      add('candidates', {
        id: candidateId,
        ...person.candidate,
        last_activity_at: at,
        created_at: at,
        updated_at: at,
        published_at: at,
      });
      add('job_applications', {
        id: applicationId,
        ...person.application,
        applied_at: at,
        consent: true,
        created_at: at,
        updated_at: at,
        published_at: at,
      });
      link('job_applications_candidate_lnk', ['job_application_id', 'candidate_id'], applicationId, candidateId);
      link('job_applications_job_lnk', ['job_application_id', 'job_id'], applicationId, person.job);
      if (person.text) {
        const textId = (ids.resume_texts += 1);
        add('resume_texts', {
          id: textId,
          document_id: documentId(),
          text: person.text,
          characters: person.text.length,
          state: 'done',
          attempts: 1,
          next_attempt_at: at,
          extracted_at: at,
          created_at: at,
          updated_at: at,
          published_at: at,
        });
        link('resume_texts_application_lnk', ['resume_text_id', 'job_application_id'], textId, applicationId);
      }
      if (++count % BATCH === 0) await flush();
    }
    await flush();
    for (const table of Object.keys(ids))
      if (ids[table] > 0)
        await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
    return { hasTexts, job: (await client.query(JOB_SQL)).rows[0] };
  } finally {
    await client.end();
  }
}

/** Median and p95 in ms of `SAMPLES` sequential calls of `url`, and what it found (`found(body)`). */
async function timed(url, token, found) {
  const durations = [];
  let what;
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    durations.push(performance.now() - started);
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
    what = found(body);
  }
  durations.sort((a, b) => a - b);
  const at = (share) => Math.round(durations[Math.min(durations.length - 1, Math.floor(durations.length * share))]);
  return { median: at(0.5), p95: at(0.95), found: what };
}

const SEARCHES = {
  'list, page 1': '',
  'list, page 4000 (deep)': 'page=4000',
  'keyword "react"': 'q=react',
  'keyword "kubernetes terraform"': 'q=kubernetes%20terraform',
  'keyword found nowhere': 'q=astronaut',
  'phrase "financial controller"': 'q=%22financial%20controller%22',
  'OR and exclusion': 'q=nurse%20OR%20pharmacist%20-aramco',
  'filtered: "react" + country AE': 'q=react&country=AE',
  'filtered: "python" + country + status + source': 'q=python&country=GB&status=Reviewed&source=linkedin',
  'filtered list: country + availability': 'country=SA&availability=available',
  'keyword "react", page 20': 'q=react&page=20',
};
const SUGGESTED = 'suggested candidates for a job';
const searchFound = (body) => `${body.meta.pagination.total}${body.meta.capped ? '+' : ''}`;
const suggestedFound = (body) => String(body.data.candidates.length);

/**
 * One engine's run: a CMS seeded as usual on a throwaway database, stopped, grown (`grow`), started again (the people
 * index filled at that start), then each search asked `SAMPLES` times, and the suggested candidates of the open job
 * with the most words. `env` says which database.
 */
async function measure(label, env, dataDir, grow) {
  const started = Date.now();
  const options = { env, port: await freePort(), dataDir, quiet: true, timeoutMs: 30 * 60_000 };
  let cms = await startCms(options);
  try {
    await stopProcess(cms.child);
    const { hasTexts, job } = await grow();
    const filled = Date.now();
    console.log(
      `${label}: wrote ${CANDIDATES} candidates${hasTexts ? ' with resume texts' : ' (no resume texts in this build)'} in ${Math.round((filled - started) / 1000)} s.`,
    );
    cms = await startCms(options);
    console.log(`${label}: started with the people index filled in ${Math.round((Date.now() - filled) / 1000)} s.`);
    if (env.DATABASE_CLIENT === 'postgres') {
      // The state autovacuum reaches a minute after a bulk load: each fresh row's first reader sets its hint bits
      // (writing the page), and the visibility map that index-only scans need is empty until a VACUUM. Without it
      // the first searches measured paid for that (the list's p95 36-64 ms against a median of 18-25).
      const vacuumed = Date.now();
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      await client.query('VACUUM (ANALYZE)').finally(() => client.end());
      console.log(`${label}: VACUUM (ANALYZE) after the load in ${Math.round((Date.now() - vacuumed) / 1000)} s.`);
    }
    const login = await fetch(`${cms.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: 'Admin-demo-2026!' }),
    });
    const { jwt } = await login.json();
    const urls = Object.fromEntries(
      Object.entries(SEARCHES).map(([name, query]) => [name, [`${cms.url}/api/candidates?${query}`, searchFound]]),
    );
    if (job) urls[SUGGESTED] = [`${cms.url}/api/jobs/${job.documentId}/suggested-candidates`, suggestedFound];
    for (const [url] of Object.values(urls)) await fetch(url, { headers: { authorization: `Bearer ${jwt}` } });
    const rows = {};
    for (const [name, [url, found]] of Object.entries(urls)) rows[name] = await timed(url, jwt, found);
    if (job) console.log(`${label}: suggested candidates for "${job.title}" (skills: ${job.skills ?? 'none'}).`);
    return rows;
  } finally {
    await stopProcess(cms.child);
  }
}

const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
// Keeps the databases afterwards (their place is printed; PostgreSQL left running) to read them with SQL.
const KEEP = process.env.BENCH_KEEP === '1';
const remove = (dir) => (KEEP ? console.log(`Kept ${dir}`) : rmSync(dir, { recursive: true, force: true }));
const results = {};
const base = { ...process.env, ...generateSecrets(), NODE_ENV: 'test', STAFF_MFA_REQUIRED: 'off' };
if (ENGINES.includes('sqlite')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pool-'));
  try {
    results.SQLite = await measure('SQLite', base, dataDir, () => growSqlite(dataDir));
    console.table(results.SQLite);
  } finally {
    remove(dataDir);
  }
}
if (ENGINES.includes('postgres')) {
  // Its own folder: handed to the `postgres` user when we are root (scripts/lib/postgres.mjs).
  const pgDir = mkdtempSync(path.join(tmpdir(), 'bench-pool-pg-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pool-'));
  try {
    const databaseUrl = startPostgres(pgDir, await freePort());
    if (KEEP) console.log(`PostgreSQL: ${databaseUrl}`);
    const env = { ...base, DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl };
    results.PostgreSQL = await measure('PostgreSQL', env, dataDir, () => growPostgres(databaseUrl));
    console.table(results.PostgreSQL);
  } finally {
    if (!KEEP) stopPostgres(pgDir);
    remove(pgDir);
    remove(dataDir);
  }
}

const table = {};
for (const name of [...Object.keys(SEARCHES), SUGGESTED]) {
  table[name] = {};
  for (const [engine, rows] of Object.entries(results)) {
    const row = rows[name];
    if (!row) continue;
    Object.assign(table[name], {
      [`${engine} median`]: row.median,
      [`${engine} p95`]: row.p95,
      [`${engine} found`]: row.found,
    });
  }
}
console.log(
  `GET /api/candidates and /api/jobs/:id/suggested-candidates at ${CANDIDATES} candidates, ${SAMPLES} sequential calls each, 25 a page, ms`,
);
console.table(table);
