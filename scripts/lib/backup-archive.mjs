/**
 * The archives of `npm run backup` (docs/021-operations.md "Backups and the restore drill"): a tar (tar-stream) of the
 * parts, encrypted as it is written with age (`age-encryption`, to the recipient of `BACKUP_KEY`), and read back and
 * checked against its manifest. Why age: a small, specified format with authenticated encryption in 64 KiB chunks
 * (ChaCha20-Poly1305), so an archive of any size is encrypted and decrypted as a stream, a changed or cut archive
 * fails to decrypt instead of giving wrong bytes, and an operator can open one without this code (`age -d -i
 * key.txt`, Debian's `age`). Memory stays flat whatever the archive's size: entries stream through, only the manifest
 * is held whole.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as age from 'age-encryption';
import tar from 'tar-stream';

/** The archive format this code writes and reads. */
export const ARCHIVE_FORMAT = 'agency-backup/1';

/** The manifest's entry: the archive's last. */
export const MANIFEST = 'manifest.json';

/** A failure whose message is for the operator as it is (the scripts print it without a stack and exit 1). */
export class BackupError extends Error {}

// --- The key ------------------------------------------------------------------------------------------------------

/** A new key for `BACKUP_KEY`: an age secret key (`AGE-SECRET-KEY-1…`) and its public recipient (`age1…`). */
export async function newBackupKey() {
  const identity = await age.generateIdentity();
  return { identity, recipient: await age.identityToRecipient(identity) };
}

/**
 * `BACKUP_KEY` of `env` (an age secret key) and its recipient.
 * @throws BackupError when it is unset or not an age secret key.
 */
export async function backupKeyOf(env) {
  const identity = (env.BACKUP_KEY ?? '').trim();
  if (!identity) {
    throw new BackupError('BACKUP_KEY is not set: make one with `npm run backup -- --new-key` and keep it safe.');
  }
  try {
    return { identity, recipient: await age.identityToRecipient(identity) };
  } catch {
    throw new BackupError(
      'BACKUP_KEY is not an age secret key (AGE-SECRET-KEY-1…): see `npm run backup -- --new-key`.',
    );
  }
}

// --- Writing an archive -------------------------------------------------------------------------------------------

/**
 * An archive being written to `file`: tar entries, encrypted to `recipient` as they stream out. Each `add` hashes
 * what it writes and resolves with `{ size, sha256 }`.
 */
export async function archiveWriter(file, recipient) {
  const pack = tar.pack();
  const encrypter = new age.Encrypter();
  encrypter.addRecipient(recipient);
  const encrypted = await encrypter.encrypt(ReadableStream.from(pack));
  const handle = await fs.open(file, 'wx', 0o600);
  const writing = pipeline(Readable.fromWeb(encrypted), handle.createWriteStream());
  writing.catch(() => {});
  return {
    /** Adds `source` (a readable stream of exactly `size` bytes) as `name`. */
    async add(name, source, size) {
      const hash = createHash('sha256');
      let written = 0;
      const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() });
      const finished = new Promise((resolve, reject) => {
        entry.once('finish', resolve);
        entry.once('error', reject);
      });
      for await (const chunk of source) {
        hash.update(chunk);
        written += chunk.length;
        if (!entry.write(chunk)) await once(entry, 'drain');
      }
      if (written !== size) throw new BackupError(`${name} changed size while it was copied (${written} of ${size}).`);
      entry.end();
      await finished;
      return { size, sha256: hash.digest('hex') };
    },
    /** Ends the tar and waits until the file is written and flushed. */
    async finish() {
      pack.finalize();
      await writing;
      const flushed = await fs.open(file, 'r+');
      await flushed.sync();
      await flushed.close();
    },
    /** Stops writing (after a failure). */
    abort(error) {
      pack.destroy(error);
    },
  };
}

// --- Reading an archive -------------------------------------------------------------------------------------------

/** The operator's message for an error of decryption or of the tar inside. */
function damaged(error) {
  const reason = error instanceof Error ? error.message : String(error);
  if (/no identity matched/i.test(reason)) {
    return new BackupError(
      'This archive cannot be opened with this BACKUP_KEY: it was encrypted for another key (or its header is damaged).',
    );
  }
  if (/invalid tag|final chunk|ciphertext/i.test(reason)) {
    return new BackupError(`The archive is damaged or cut short: its encrypted content does not check (${reason}).`);
  }
  return new BackupError(`The archive is damaged or is not a backup of this product (${reason}).`);
}

/**
 * Decrypts `archive` with `identity` into `staging` (each file under a number, never under its name) and checks it
 * against its manifest: every entry a regular file named in it with its size and SHA-256, the manifest last, of
 * this format, and no file of it missing.
 * @returns {Promise<{ manifest: object, staged: Map<string, string> }>} the manifest and where each file of it is
 *   staged.
 * @throws BackupError for a wrong key, a damaged archive or one that does not match its manifest.
 */
export async function readArchive(archive, identity, staging) {
  const stats = await fs.stat(archive).catch(() => null);
  if (!stats?.isFile()) throw new BackupError(`No archive at ${archive}.`);
  const decrypter = new age.Decrypter();
  decrypter.addIdentity(identity);
  const staged = new Map();
  const found = new Map();
  let manifestText = null;
  // The decryption's own error (a changed or cut archive) rather than the tar reader's report of its stream's end.
  let feedError = null;
  let feeding = Promise.resolve();
  try {
    const decrypted = await decrypter.decrypt(ReadableStream.from(createReadStream(archive)));
    const extract = tar.extract();
    feeding = pipeline(Readable.fromWeb(decrypted), extract).catch((error) => {
      feedError = error;
    });
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (manifestText !== null) throw new BackupError(`The archive has ${name} after its manifest.`);
      if (type !== 'file') throw new BackupError(`The archive holds ${name}, which is not a file.`);
      if (found.has(name)) throw new BackupError(`The archive holds ${name} twice.`);
      if (name === MANIFEST) {
        const chunks = [];
        for await (const chunk of entry) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const file = path.join(staging, String(found.size));
      const hash = createHash('sha256');
      let size = 0;
      const out = (await fs.open(file, 'wx', 0o600)).createWriteStream();
      for await (const chunk of entry) {
        hash.update(chunk);
        size += chunk.length;
        if (!out.write(chunk)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'close');
      found.set(name, { size, sha256: hash.digest('hex') });
      staged.set(name, file);
    }
    await feeding;
    if (feedError) throw feedError;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    await feeding;
    throw damaged(feedError ?? error);
  }
  if (manifestText === null) throw new BackupError('The archive has no manifest: it is cut short or not ours.');
  let manifest;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    throw new BackupError('The archive’s manifest is not JSON: it is not ours.');
  }
  if (manifest?.format !== ARCHIVE_FORMAT) {
    throw new BackupError(
      `The archive is of format ${String(manifest?.format)}; this version reads ${ARCHIVE_FORMAT}.`,
    );
  }
  if (typeof manifest.files !== 'object' || typeof manifest.tables !== 'object' || !manifest.database) {
    throw new BackupError('The archive’s manifest lacks its files, tables or database: it is not ours.');
  }
  for (const [name, expected] of Object.entries(manifest.files ?? {})) {
    const actual = found.get(name);
    if (!actual) throw new BackupError(`The archive lacks ${name}, which its manifest lists.`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupError(`${name} in the archive does not match its checksum in the manifest.`);
    }
  }
  for (const name of found.keys()) {
    if (!manifest.files[name]) throw new BackupError(`The archive holds ${name}, which its manifest does not list.`);
  }
  if (!staged.has(manifest.database?.file)) throw new BackupError('The archive holds no database.');
  return { manifest, staged };
}
