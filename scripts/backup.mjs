/**
 * `npm run backup`: one encrypted archive of everything the CMS keeps — a consistent snapshot of its database taken
 * while it runs, the cover images, the resumes and job description files, the erasure log and a manifest of counts
 * and checksums
 * (scripts/lib/backup.mjs; docs/021-operations.md "Backups and the restore drill"). Run it with the CMS's environment
 * (the root `.env` is read too, as `npm start` does): `DATABASE_*`, `PUBLIC_DIR`, `RESUME_STORAGE_DIR`, `S3_*`,
 * `ERASURE_LOG_KEY`, and `BACKUP_KEY` (an age secret key).
 *
 *   npm run backup                    # writes backups/backup-<UTC time>.tar.age (or into BACKUP_DIR)
 *   npm run backup -- --out <folder>  # writes into <folder>
 *   npm run backup -- --new-key       # prints a new BACKUP_KEY and its public recipient, writes nothing
 *
 * Prints the archive's path, size and what it holds (counts only, never personal data); exits 1 with a message when
 * it fails, leaving no archive behind.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup, BackupError, cmsEnvironment, newBackupKey } from './lib/backup.mjs';
import { ROOT } from './lib/env.mjs';
import { useProjectNode } from './lib/node.mjs';

await useProjectNode();
const { values } = parseArgs({ options: { out: { type: 'string' }, 'new-key': { type: 'boolean' } } });

if (values['new-key']) {
  const { identity, recipient } = await newBackupKey();
  console.log(`BACKUP_KEY=${identity}\n# its public recipient (age -r): ${recipient}`);
  console.log('# Keep the key where the backups are not: whoever has it can read every archive.');
  process.exit(0);
}

const env = cmsEnvironment();
// A relative folder is the one the operator typed it in (npm runs scripts from the root).
const where = process.env.INIT_CWD || process.cwd();
const outDir = path.resolve(where, values.out || env.BACKUP_DIR || path.join(ROOT, 'backups'));
const started = Date.now();
try {
  const { file, bytes, manifest, missingResumes, missingJobDescriptions } = await backup({ env, outDir });
  const { summary, database } = manifest;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Backed up to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds} s):`);
  console.log(
    `  database (${database.client}): ${Object.keys(manifest.tables).length} tables; ${summary.applications} ` +
      `applications, ${summary.jobs} jobs, ${summary.articles} articles, ${summary.enquiries} enquiries, ` +
      `${summary.jobAlerts} job alerts, ${summary.emails} emails, ${summary.staff} staff accounts, ` +
      `${summary.hiringRequests} hiring requests`,
  );
  console.log(
    `  files: ${summary.coverFiles} cover files, ${summary.resumeFiles} resumes, ` +
      `${summary.jobDescriptionFiles} job description files; ` +
      `erasure log: ${summary.erasureLogEntries} entries`,
  );
  if (missingResumes > 0) {
    console.log(
      `  ${missingResumes} resumes were deleted while the backup ran (their applications after the snapshot).`,
    );
  }
  if (missingJobDescriptions > 0) {
    console.log(
      `  ${missingJobDescriptions} job description files were deleted while the backup ran (their hiring requests ` +
        'after the snapshot).',
    );
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof BackupError ? error.message : (error?.stack ?? String(error))}`);
  process.exit(1);
}
