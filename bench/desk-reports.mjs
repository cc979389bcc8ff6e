/**
 * The desk and the placement reports at agency scale (docs/025-placements.md "Desk and reports"; issue 28: "a bench of
 * the reports and the needs-attention list over 100k applications, 20k submissions and 5k placements, p95 < 200 ms,
 * SQLite and PostgreSQL"). For each engine (`BENCH_ENGINES`, default `sqlite,postgres`) a throwaway CMS database is
 * seeded as usual (PostgreSQL: a throwaway cluster, scripts/lib/postgres.mjs), then, with the CMS stopped, filled
 * straight into the database (SQLite: prepared statements in one transaction; PostgreSQL: multi-row INSERTs of 500 in
 * one transaction, then `VACUUM (ANALYZE)`) with the same generated rows on both: 50 clients, 2,000 jobs,
 * `BENCH_APPLICATIONS` (100,000) applications, `BENCH_SUBMISSIONS` (20,000) submissions at every stage with their
 * interviews (about 10,000, some without feedback) and offers (about 7,500: open, accepted, declined), and
 * `BENCH_PLACEMENTS` (5,000) placements over the last two years with their fees in three currencies. Then, as the demo
 * Admin, `BENCH_SAMPLES` (30) sequential calls each of the needs-attention list (the dashboard's 5 and the page's 200)
 * and of the reports (the default 12 months in Asia/Dubai, and two whole years in America/New_York): median and p95
 * in ms and what each found, per engine and side by side. Target: p95 < 200 ms.
 *
 * Run: `node bench/desk-reports.mjs` after `npm run build` (a few minutes). Figures: bench/desk-reports.md. `BENCH_KEEP=1`
 * keeps the databases (PostgreSQL left running) and prints where they are, to read them with SQL.
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

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS) || 100_000;
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS) || 20_000;
const PLACEMENTS = Number(process.env.BENCH_PLACEMENTS) || 5_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 30;
const CLIENTS = 50;
const JOBS = 2_000;
const DAY = 24 * 60 * 60 * 1000;
const SOURCES = ['direct', 'indeed', 'linkedin', 'google-jobs', 'job-alert', 'other', 'sourced'];
const RECRUITERS = ['Amal Haddad', 'Ben Carter', 'Chen Wei', 'Dana Rahman', 'Eli Cohen', 'Farah Khan'];
const CURRENCIES = ['AED', 'AED', 'SAR', 'USD'];

/** A pseudo-random number generator (mulberry32): the same data at every run and on both engines. */
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

const dateText = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * Every row to write, table by table (ids given, times in ms; the writers turn them into each engine's types): the
 * entities first, then the link tables as `{ table, own, target }` pairs of row ids. `first` are the first free ids of
 * each table (the seed's rows come before).
 */
function* rows(first) {
  const next = random(28);
  const now = Date.now();
  const id = (table, index) => first[table] + index;
  const base = (at) => ({ document_id: documentId(), created_at: at, updated_at: at, published_at: at });
  for (let index = 0; index < CLIENTS; index += 1) {
    const name = `Bench Client ${index + 1}`;
    yield ['clients', { id: id('clients', index), ...base(now - 800 * DAY), name, key: `bench-client-${index + 1}` }];
  }
  for (let index = 0; index < JOBS; index += 1) {
    const opened = now - Math.floor(next() * 760) * DAY;
    yield [
      'jobs',
      {
        id: id('jobs', index),
        ...base(opened),
        title: `Bench Role ${index + 1}`,
        slug: `bench-role-${index + 1}`,
        company: `Bench Client ${(index % CLIENTS) + 1}`,
        status: 'open',
        first_opened_at: opened,
      },
    ];
    yield ['link', { attribute: 'jobs.client', own: id('jobs', index), target: id('clients', index % CLIENTS) }];
  }
  let interview = 0;
  let offer = 0;
  for (let index = 0; index < APPLICATIONS; index += 1) {
    const job = index % JOBS;
    const applied = now - Math.floor(next() * 730 * DAY);
    const application = id('job_applications', index);
    yield [
      'job_applications',
      {
        id: application,
        ...base(applied),
        full_name: `Bench Candidate ${index + 1}`,
        email: `bench${index + 1}@example.com`,
        job_status: index < SUBMISSIONS ? 'Reviewed' : pick(['Pending', 'Reviewed', 'Rejected'], index),
        applied_at: applied,
        consent: true,
        source: pick(SOURCES, index * 3),
      },
    ];
    yield ['link', { attribute: 'job_applications.job', own: application, target: id('jobs', job) }];
    if (index >= SUBMISSIONS) continue;
    // The submission: the first PLACEMENTS are placed, then offered, interviewing, ended and submitted ones.
    const submission = id('submissions', index);
    const placed = index < PLACEMENTS;
    const stage = placed
      ? 'placed'
      : pick(['submitted', 'interviewing', 'interviewing', 'offered', 'ended', 'ended', 'submitted'], index);
    const submittedAt = Math.min(now - DAY, applied + Math.floor(next() * 20) * DAY);
    const movedAt = Math.min(now - 60_000, submittedAt + Math.floor(next() * 40) * DAY);
    const round = stage === 'submitted' ? 0 : 1 + (index % 3);
    yield [
      'submissions',
      {
        id: submission,
        ...base(submittedAt),
        summary: 'A strong candidate.',
        submitted_by: 'admin',
        submitted_at: submittedAt,
        stage,
        round,
        outcome_reason:
          stage === 'ended' ? pick(['client-declined', 'candidate-withdrew', 'offer-declined'], index) : null,
        stage_changed_at: movedAt,
        stage_moves: '[]',
      },
    ];
    yield ['link', { attribute: 'submissions.application', own: submission, target: application }];
    yield ['link', { attribute: 'submissions.job', own: submission, target: id('jobs', job) }];
    yield ['link', { attribute: 'submissions.client', own: submission, target: id('clients', job % CLIENTS) }];
    if (round > 0) {
      const startsAt = Math.min(now + 3 * DAY, submittedAt + 5 * DAY);
      const done = startsAt < now - DAY && index % 4 !== 0;
      yield [
        'interviews',
        {
          id: id('interviews', interview),
          ...base(submittedAt),
          round: 1,
          kind: pick(['phone', 'video', 'on-site'], index),
          status: done ? 'done' : 'scheduled',
          starts_at: startsAt,
          length_minutes: 45,
          organiser_time_zone: 'Asia/Dubai',
          feedback: done && index % 7 !== 0 ? 'Good fit.' : '',
          uid: `${documentId()}@bench`,
          sequence: 0,
        },
      ];
      yield ['link', { attribute: 'interviews.submission', own: id('interviews', interview), target: submission }];
      interview += 1;
    }
    if (placed || stage === 'offered' || (stage === 'ended' && index % 3 === 2)) {
      const offeredAt = Math.min(now - 60_000, submittedAt + 10 * DAY);
      const status = placed ? 'accepted' : stage === 'offered' ? 'open' : 'declined';
      const currency = pick(CURRENCIES, index);
      const salary = 60_000 + (index % 50) * 2_000;
      const offerId = id('offers', offer);
      offer += 1;
      yield [
        'offers',
        {
          id: offerId,
          ...base(offeredAt),
          salary_amount: salary,
          salary_currency: currency,
          salary_period: 'YEAR',
          start_date: dateText(offeredAt + 30 * DAY),
          expires_on: dateText(offeredAt + Math.floor(next() * 20) * DAY),
          status,
          answered_at: status === 'open' ? null : offeredAt + 2 * DAY,
        },
      ];
      yield ['link', { attribute: 'offers.submission', own: offerId, target: submission }];
      if (placed) {
        const placement = id('placements', index);
        const placedAt = offeredAt + 2 * DAY;
        const start = placedAt + 30 * DAY;
        yield [
          'placements',
          {
            id: placement,
            ...base(placedAt),
            credited_recruiter_name: pick(RECRUITERS, index),
            start_date: dateText(start),
            salary_amount: salary,
            salary_currency: currency,
            salary_period: 'YEAR',
            fee_amount: salary * 0.2,
            fee_currency: currency,
            fee_type: 'percent',
            fee_percent: 20,
            guarantee_days: 90,
            guarantee_ends_on: dateText(start + 90 * DAY),
            invoice_status: 'not-invoiced',
            status: start < now ? (start + 90 * DAY < now ? 'guarantee-passed' : 'started') : 'placed',
            replacement: false,
            locked: false,
            placed_at: placedAt,
            history: '[]',
            offer_key: offerId,
          },
        ];
        for (const [attribute, target] of [
          ['placements.submission', submission],
          ['placements.offer', offerId],
          ['placements.application', application],
          ['placements.job', id('jobs', job)],
          ['placements.client', id('clients', job % CLIENTS)],
        ])
          yield ['link', { attribute, own: placement, target }];
      }
    }
  }
}

const ENTITY_TABLES = ['clients', 'jobs', 'job_applications', 'submissions', 'interviews', 'offers', 'placements'];
/** The link table of `table.attribute` (Strapi's `<table>_<attribute>_lnk`), e.g. submissions_application_lnk. */
const linkTable = (attribute) => `${attribute.replace('.', '_')}_lnk`;

/**
 * The two id columns of each link table and its order columns (filled with 1), read from the database's own columns,
 * in their order: Strapi's link tables are `id, <own>_id, <target>_id[, <target>_ord]`.
 */
function linkShape(columns) {
  const ids = columns.filter((column) => column !== 'id' && column.endsWith('_id'));
  return { own: ids[0], target: ids[1], orders: columns.filter((column) => column.endsWith('_ord')) };
}

/** SQLite: the rows through prepared statements, in one transaction (times as ms, as Strapi's SQLite dialect stores them). */
function growSqlite(dataDir) {
  const db = new Database(path.join(dataDir, 'data.db'));
  db.pragma('journal_mode = WAL');
  const columnsOf = (table) =>
    db
      .prepare(`PRAGMA table_info("${table}")`)
      .all()
      .map((column) => column.name);
  const first = Object.fromEntries(
    ENTITY_TABLES.map((table) => [table, db.prepare(`SELECT COALESCE(max(id), 0) + 1 AS id FROM "${table}"`).get().id]),
  );
  const statements = new Map();
  const insert = (table, row) => {
    const columns = Object.keys(row);
    const key = `${table}:${columns.join(',')}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare(
        `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      statements.set(key, statement);
    }
    statement.run(...columns.map((column) => (typeof row[column] === 'boolean' ? Number(row[column]) : row[column])));
  };
  const shapes = new Map();
  let count = 0;
  db.transaction(() => {
    for (const [table, row] of rows(first)) {
      count += 1;
      if (table !== 'link') {
        insert(table, row);
        continue;
      }
      const name = linkTable(row.attribute);
      if (!shapes.has(name)) shapes.set(name, linkShape(columnsOf(name)));
      const shape = shapes.get(name);
      insert(name, {
        [shape.own]: row.own,
        [shape.target]: row.target,
        ...Object.fromEntries(shape.orders.map((column) => [column, 1])),
      });
    }
  })();
  db.exec('ANALYZE');
  db.close();
  return count;
}

/** PostgreSQL: the same rows in multi-row INSERTs of `BATCH` in one transaction, then the sequences and VACUUM (ANALYZE). */
async function growPostgres(databaseUrl) {
  const BATCH = 500;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columnsOf = async (table) =>
      (
        await client.query(
          'SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position',
          [table],
        )
      ).rows.map((row) => row.column_name);
    const first = {};
    for (const table of ENTITY_TABLES)
      first[table] = Number((await client.query(`SELECT COALESCE(max(id), 0) + 1 AS id FROM ${table}`)).rows[0].id);
    // Rows whose columns differ (an offer's answer, a link's order) go in separate batches. The link tables' rows wait
    // for the end (they have foreign keys to both sides); each INSERT takes at most BATCH rows.
    const batches = new Map();
    const flush = async (key) => {
      const { table, columns, list } = batches.get(key);
      for (let start = 0; start < list.length; start += BATCH) {
        const values = [];
        const tuples = list
          .slice(start, start + BATCH)
          .map((row) => `(${columns.map((column) => `$${values.push(row[column])}`).join(', ')})`);
        await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, values);
      }
      list.length = 0;
    };
    const timeColumns = new Set([
      'created_at',
      'updated_at',
      'published_at',
      'first_opened_at',
      'applied_at',
      'submitted_at',
      'stage_changed_at',
      'starts_at',
      'answered_at',
      'placed_at',
    ]);
    const add = async (table, row) => {
      const columns = Object.keys(row);
      const key = `${table}:${columns.join(',')}`;
      if (!batches.has(key)) batches.set(key, { table, columns, list: [] });
      const batch = batches.get(key);
      batch.list.push(
        Object.fromEntries(
          columns.map((column) => [
            column,
            timeColumns.has(column) && typeof row[column] === 'number' ? new Date(row[column]) : row[column],
          ]),
        ),
      );
      if (batch.list.length >= BATCH && !table.endsWith('_lnk')) await flush(key);
    };
    const shapes = new Map();
    let count = 0;
    await client.query('BEGIN');
    for (const [table, row] of rows(first)) {
      count += 1;
      if (table !== 'link') {
        await add(table, row);
        continue;
      }
      const name = linkTable(row.attribute);
      if (!shapes.has(name)) shapes.set(name, linkShape(await columnsOf(name)));
      const shape = shapes.get(name);
      await add(name, {
        [shape.own]: row.own,
        [shape.target]: row.target,
        ...Object.fromEntries(shape.orders.map((column) => [column, 1])),
      });
    }
    // Entities before their links: the link tables have foreign keys to both sides.
    const keys = [...batches.keys()].sort((a, b) => Number(a.includes('_lnk:')) - Number(b.includes('_lnk:')));
    for (const key of keys) await flush(key);
    for (const table of ENTITY_TABLES)
      await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    await client.query('COMMIT');
    await client.query('VACUUM (ANALYZE)');
    return count;
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
    what = found(body.data);
  }
  durations.sort((a, b) => a - b);
  const at = (share) => Math.round(durations[Math.min(durations.length - 1, Math.floor(durations.length * share))]);
  return { median: at(0.5), p95: at(0.95), found: what };
}

const twoYearsAgo = dateText(Date.now() - 730 * DAY);
const CALLS = {
  'needs attention, the dashboard (5 of each)': ['/api/desk/needs-attention?limit=5', (data) => `${data.total} items`],
  'needs attention, the page (200 of each)': [
    '/api/desk/needs-attention?limit=200',
    (data) => `${data.items.length} listed`,
  ],
  'reports, last 12 months (Asia/Dubai)': [
    '/api/reports/placements?timeZone=Asia%2FDubai',
    (data) => `${data.totals.placements} placements, ${data.funnel.submissions} submissions`,
  ],
  'reports, two years (America/New_York)': [
    `/api/reports/placements?from=${twoYearsAgo}&timeZone=America%2FNew_York`,
    (data) => `${data.totals.placements} placements, ${data.funnel.submissions} submissions`,
  ],
};

/** One engine's run: seeded as usual, stopped, grown, started again, then each call `SAMPLES` times. */
async function measure(label, env, dataDir, grow) {
  const started = Date.now();
  const options = { env, port: await freePort(), dataDir, quiet: true, timeoutMs: 10 * 60_000 };
  let cms = await startCms(options);
  try {
    await stopProcess(cms.child);
    const count = await grow();
    console.log(`${label}: wrote ${count} rows in ${Math.round((Date.now() - started) / 1000)} s.`);
    cms = await startCms(options);
    const login = await fetch(`${cms.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: 'Admin-demo-2026!' }),
    });
    const { jwt } = await login.json();
    const results = {};
    for (const [name, [url, found]] of Object.entries(CALLS)) {
      await fetch(`${cms.url}${url}`, { headers: { authorization: `Bearer ${jwt}` } });
      results[name] = await timed(`${cms.url}${url}`, jwt, found);
    }
    return results;
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-desk-'));
  try {
    const env = { ...base, DATABASE_CLIENT: 'sqlite' };
    results.SQLite = await measure('SQLite', env, dataDir, () => growSqlite(dataDir));
    console.table(results.SQLite);
  } finally {
    remove(dataDir);
  }
}
if (ENGINES.includes('postgres')) {
  const pgDir = mkdtempSync(path.join(tmpdir(), 'bench-desk-pg-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-desk-'));
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
for (const name of Object.keys(CALLS)) {
  table[name] = {};
  for (const [engine, rows] of Object.entries(results)) {
    const row = rows[name];
    Object.assign(table[name], { [`${engine} median`]: row.median, [`${engine} p95`]: row.p95 });
  }
}
console.log(
  `The desk and the reports at ${APPLICATIONS} applications, ${SUBMISSIONS} submissions, ${PLACEMENTS} placements, ${SAMPLES} sequential calls each, ms (target p95 < 200)`,
);
console.table(table);
