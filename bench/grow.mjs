/**
 * The back-office and the sitemap at 100× the demo: a throwaway database is seeded as usual, then filled
 * straight into SQLite (with the CMS stopped) to `BENCH_JOBS` jobs (default 10,000), `BENCH_APPLICATIONS`
 * applications (100,000) and `BENCH_ENQUIRIES` enquiries (5,000), and the CMS and web app are started on it. Then it
 * prints p50/p95 in ms of what staff and crawlers ask for: the dashboard figures and chart, the applications list
 * (filtered, deep pages), the jobs and enquiries lists, /admin/dashboard through the web app, the sitemap index and
 * its jobs file (first render and cached), and the
 * public job list alone and while staff load the dashboard.
 * Targets: admin lists p95 < 50 ms at any page, dashboard and chart < 100 ms, sitemap < 200 ms, the public job list
 * unaffected by staff activity.
 *
 * Run: `node bench/grow.mjs` after `npm run build` (about a minute to fill).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { documentId, pick, siteUnderTest } from './lib.mjs';

const JOBS = Number(process.env.BENCH_JOBS) || 10_000;
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS) || 100_000;
const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES) || 5_000;
const SAMPLES = 40;
const DAY = 24 * 60 * 60 * 1000;

/** Writes the extra rows the way Strapi stores them (rows, relation links, component links), in one transaction. */
function grow(dataDir) {
  const db = new Database(path.join(dataDir, 'data.db'));
  const now = Date.now();
  const categories = db
    .prepare('SELECT id FROM categories')
    .all()
    .map((row) => row.id);
  const authors = db
    .prepare('SELECT id FROM authors')
    .all()
    .map((row) => row.id);
  const statuses = ['Pending', 'Reviewed', 'Accepted', 'Rejected'];
  const insertJob = db.prepare(`INSERT INTO jobs (document_id, title, slug, description, company, location, salary,
    skills, type, experience, posted, featured, status, created_at, updated_at, published_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`);
  const linkCategory = db.prepare('INSERT INTO jobs_category_lnk (job_id, category_id, job_ord) VALUES (?, ?, 1)');
  const linkAuthor = db.prepare('INSERT INTO jobs_author_lnk (job_id, author_id, job_ord) VALUES (?, ?, 1)');
  const insertApplication = db.prepare(`INSERT INTO job_applications (document_id, full_name, email, phone,
    cover_letter, job_status, applied_at, consent, consent_at, created_at, updated_at, published_at)
    VALUES (?, ?, ?, '+44 20 7946 0958', 'I would like to apply.', ?, ?, 1, ?, ?, ?, ?)`);
  const linkJob = db.prepare('INSERT INTO job_applications_job_lnk (job_application_id, job_id) VALUES (?, ?)');
  const insertResume = db.prepare(
    "INSERT INTO components_application_resumes (name, mime, size, storage_key) VALUES ('cv.pdf', 'application/pdf', 1000, ?)",
  );
  const linkResume = db.prepare(
    "INSERT INTO job_applications_cmps (entity_id, cmp_id, component_type, field) VALUES (?, ?, 'application.resume', 'resume')",
  );
  const insertEnquiry = db.prepare(`INSERT INTO contacts (document_id, full_name, email, service, message,
    created_at, updated_at, published_at) VALUES (?, ?, ?, 'other', 'We would like to hire.', ?, ?, ?)`);

  db.transaction(() => {
    const jobIds = [];
    for (let index = 0; index < JOBS; index += 1) {
      const created = now - (index % 730) * DAY - index;
      const { lastInsertRowid } = insertJob.run(
        documentId(),
        `Grown job ${index}`,
        `grown-job-${index}`,
        '<p>A role of the grown data set.</p>',
        `Company ${index % 500}`,
        'Remote',
        'Competitive',
        'Skill A, Skill B',
        'Full-time',
        '3+ years',
        new Date(created).toISOString().slice(0, 10),
        index % 10 === 0 ? 'closed' : 'open',
        created,
        created,
        created,
      );
      jobIds.push(Number(lastInsertRowid));
      linkCategory.run(lastInsertRowid, pick(categories, index));
      linkAuthor.run(lastInsertRowid, pick(authors, index));
    }
    for (let index = 0; index < APPLICATIONS; index += 1) {
      const applied = now - (index % 730) * DAY - index * 1000;
      const { lastInsertRowid } = insertApplication.run(
        documentId(),
        `Applicant ${index}`,
        `applicant.${index}@example.com`,
        pick(statuses, index * 7),
        applied,
        applied,
        applied,
        applied,
        applied,
      );
      linkJob.run(lastInsertRowid, pick(jobIds, index * 13));
      linkResume.run(lastInsertRowid, insertResume.run(`${documentId()}.pdf`).lastInsertRowid);
    }
    for (let index = 0; index < ENQUIRIES; index += 1) {
      const created = now - (index % 365) * DAY;
      insertEnquiry.run(documentId(), `Enquirer ${index}`, `enquirer.${index}@example.com`, created, created, created);
    }
  })();
  db.close();
}

/** p50 and p95 in ms of `SAMPLES` sequential calls of `call`. */
async function timed(call) {
  const durations = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (share) => Math.round(durations[Math.min(durations.length - 1, Math.floor(durations.length * share))]);
  return { 'p50 ms': at(0.5), 'p95 ms': at(0.95) };
}

const started = Date.now();
const site = await siteUnderTest({ grow });
console.log(`Filled and started in ${Math.round((Date.now() - started) / 1000)} s.`);
try {
  const signIn = await fetch(`${site.cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin', password: 'Admin-demo-2026!' }),
  });
  const { jwt } = await signIn.json();
  const staff = (apiPath) => () =>
    fetch(`${site.cmsUrl}/api${apiPath}`, { headers: { Authorization: `Bearer ${jwt}` } });
  const visitor = (apiPath) => () => fetch(`${site.cmsUrl}/api${apiPath}`);

  const webLogin = await fetch(`${site.url}/admin/login`, {
    method: 'POST',
    headers: { Origin: site.url },
    body: new URLSearchParams({ identifier: 'admin', password: 'Admin-demo-2026!' }),
    redirect: 'manual',
  });
  const cookie = webLogin.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

  const applications = (query) =>
    staff(
      `/job-applications?populate[job][fields][0]=title&populate[resume]=true&sort[0]=appliedAt:desc&sort[1]=id:desc&${query}`,
    );
  // The same queries as the site's (apps/web app/features/*/api.server.ts).
  const publicJobs = visitor(
    '/jobs?populate=*&sort[0]=posted:desc&sort[1]=createdAt:desc&sort[2]=id:desc&pagination[pageSize]=12',
  );
  const rows = {
    'dashboard stats': await timed(staff('/dashboard/stats')),
    'applications per week (chart)': await timed(staff('/dashboard/applications-per-week')),
    'applications, page 1': await timed(applications('pagination[page]=1&pagination[pageSize]=10')),
    'applications, Pending, page 1': await timed(
      applications('filters[job_status][$eq]=Pending&pagination[page]=1&pagination[pageSize]=10'),
    ),
    'applications, page 2000': await timed(applications('pagination[page]=2000&pagination[pageSize]=10')),
    'applications, Pending, page 2000': await timed(
      applications('filters[job_status][$eq]=Pending&pagination[page]=2000&pagination[pageSize]=10'),
    ),
    'jobs (staff), page 1': await timed(staff('/jobs?sort[0]=createdAt:desc&sort[1]=id:desc&pagination[pageSize]=10')),
    'jobs (staff), page 900': await timed(
      staff('/jobs?sort[0]=createdAt:desc&sort[1]=id:desc&pagination[page]=900&pagination[pageSize]=10'),
    ),
    'enquiries, page 1': await timed(staff('/contacts?sort[0]=createdAt:desc&sort[1]=id:desc&pagination[pageSize]=10')),
    '/admin/dashboard (web)': await timed(() => fetch(`${site.url}/admin/dashboard`, { headers: { Cookie: cookie } })),
  };
  // The first render of each is a cache miss; after it, the page cache answers.
  for (const file of ['/sitemap.xml', '/sitemaps/jobs-1.xml']) {
    const renderStarted = performance.now();
    await (await fetch(`${site.url}${file}`)).arrayBuffer();
    rows[`${file}, first render`] = { 'p50 ms': Math.round(performance.now() - renderStarted), 'p95 ms': '' };
    rows[`${file}, after`] = await timed(() => fetch(`${site.url}${file}`));
  }
  rows['public job list, alone'] = await timed(publicJobs);
  let busy = true;
  const staffLoad = (async () => {
    while (busy) await (await staff('/dashboard/applications-per-week')()).arrayBuffer();
  })();
  rows['public job list, staff on the dashboard'] = await timed(publicJobs);
  busy = false;
  await staffLoad;

  console.log(
    `At ${JOBS} jobs, ${APPLICATIONS} applications, ${ENQUIRIES} enquiries (${SAMPLES} sequential calls each)`,
  );
  console.table(rows);
} finally {
  await site.stop();
}
