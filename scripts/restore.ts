/**
 * Restores an archive made by `npm run backup` into DATA_DIR, which must be empty or missing:
 *
 *   DATA_DIR=/srv/yard/data npm run restore -- --from backups/yard-2026-11-24.tar.gz
 *
 * Every file is checked against the manifest's SHA-256 before anything is put in place. An archive
 * taken with DOCUMENT_STORE=s3 puts its documents back into the bucket the S3_* settings name.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config.ts';
import { RestoreRefused, restoreBackup } from '../server/lib/backup/restore-backup.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' } }, strict: true });
  if (!values.from) {
    console.error('Usage: DATA_DIR=… npm run restore -- --from FILE.tar.gz');
    return 2;
  }
  const config = loadConfig();
  const bucket = config.documents.store === 's3' ? config.documents.s3 : undefined;
  const manifest = await restoreBackup(values.from, config.dataDir, { bucket });
  console.log(
    `Restored ${manifest.files.length} files from ${values.from} (taken ${manifest.createdAt}) into ${config.dataDir}` +
      `${manifest.bucket ? ` and the bucket ${bucket?.bucket}` : ''}; every checksum matched.`,
  );
  if (manifest.bucket) {
    console.log(
      `Bucket: ${manifest.bucket.put} document(s) put back, ${manifest.bucket.alreadyThere} already there with the same bytes.`,
    );
  } else if (bucket) {
    console.log(
      'The archive holds documents from the local folder, and DOCUMENT_STORE=s3: copy them to the bucket with `npm run documents:move -- --to s3`.',
    );
  }
  if (manifest.database === 'postgres') {
    console.log('Now restore the matching pg_dump into the database DATABASE_URL names (docs/operations.md).');
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Refusals and bad settings are explained; anything else is a bug and keeps its stack.
    const explained = error instanceof RestoreRefused || error instanceof ConfigError;
    console.error(explained ? error.message : error);
    process.exit(1);
  },
);
