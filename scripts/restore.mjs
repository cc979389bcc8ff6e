/**
 * `npm run restore -- <archive>`: puts an archive of `npm run backup` back into the CMS's database and storage
 * (scripts/lib/backup.mjs; the runbook: docs/021-operations.md "Backups and the restore drill"). Run it with the CMS
 * stopped and with the CMS's environment (the same variables as the backup, `BACKUP_KEY` and `ERASURE_LOG_KEY`).
 *
 *   npm run restore -- <archive>                # into an empty database and storage; refuses anything else
 *   npm run restore -- <archive> --force        # replaces the database, overwrites the archive's files
 *   npm run restore -- <archive> --json         # the same, then the report as one JSON line
 *   npm run restore -- --reapply-erasures       # only erases again everyone the erasure log names
 *
 * Checks the whole archive (key, checksums, row counts) before it changes anything, then prints what it restored
 * and how many people the erasure log erased again. Exits 1 with a message when it refuses or fails.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, cmsEnvironment, reapplyErasures, restore } from './lib/backup.mjs';
import { useProjectNode } from './lib/node.mjs';

await useProjectNode();
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' }, json: { type: 'boolean' }, 'reapply-erasures': { type: 'boolean' } },
});

/** "1 person", "3 people". */
const people = (count) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** "3 applications, 2 resumes" of the kinds whose count is not 0, or "nothing". */
const listed = (counts) =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ') || 'nothing';

const env = cmsEnvironment();
try {
  if (values['reapply-erasures']) {
    const result = await reapplyErasures(env);
    console.log(
      `Erasure log: ${result.entries} entries; ${people(result.people)} erased again (${listed(result.counts)}).`,
    );
    process.exit(0);
  }
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- <archive> [--force] [--json] | --reapply-erasures');
    process.exit(2);
  }
  const archive = path.resolve(process.env.INIT_CWD || process.cwd(), positionals[0]);
  const started = Date.now();
  const report = await restore({ env, archive, force: values.force === true, log: (line) => console.log(line) });
  const { manifest } = report;
  const { summary } = manifest;
  console.log(
    `Restored ${path.basename(archive)}, taken ${manifest.createdAt}, in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
  );
  console.log(
    `  database (${manifest.database.client}): ${Object.keys(manifest.tables).length} tables with the manifest's row ` +
      `counts; ${summary.applications} applications, ${summary.jobs} jobs, ${summary.articles} articles, ` +
      `${summary.enquiries} enquiries, ${summary.jobAlerts} job alerts, ${summary.emails} emails, ${summary.staff} staff accounts` +
      (summary.hiringRequests === undefined ? '' : `, ${summary.hiringRequests} hiring requests`),
  );
  console.log(
    `  files: ${report.covers} cover files, ${report.resumes} resumes, ${report.jobDescriptions} job description ` +
      'files, each matching its checksum',
  );
  if (report.missing.resumes + report.missing.jobDescriptions > 0) {
    console.log(
      `  not in the archive: ${report.missing.resumes} resumes and ${report.missing.jobDescriptions} job description ` +
        'files, deleted with their records while the backup ran',
    );
  }
  console.log(
    `  erasure log: ${report.erasureLog.entries} entries (${report.erasureLog.addedFromArchive} added from the ` +
      `archive); ${people(report.erasedAgain.people)} erased again (${listed(report.erasedAgain.counts)})`,
  );
  if (values.json) {
    const { applications: _applications, hiringRequests: _hiringRequests, files: _files, ...brief } = manifest;
    console.log(JSON.stringify({ ...report, manifest: brief }));
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof BackupError ? error.message : (error?.stack ?? String(error))}`);
  process.exit(1);
}
