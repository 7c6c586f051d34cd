/**
 * A consistent backup of DATA_DIR while the server runs (SQLite online backup, the documents,
 * secrets.json and a manifest with SHA-256 checksums), as one .tar.gz:
 *
 *   npm run backup -- --out backups/yard-2026-11-24.tar.gz
 *
 * On PostgreSQL (DATABASE_URL) the archive holds the documents and secrets; take a pg_dump first
 * and keep the two together (docs/operations.md). With DOCUMENT_STORE=s3 the documents are read from
 * the bucket (still encrypted by the app) and `npm run restore` puts them back there.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config.ts';
import { createBackup } from '../server/lib/backup/create-backup.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  if (!values.out) {
    console.error('Usage: npm run backup -- --out FILE.tar.gz');
    return 2;
  }
  const config = loadConfig();
  const manifest = await createBackup(config, values.out);
  console.log(
    `Backup written to ${values.out}: ${manifest.files.length} files, database ${manifest.database}, documents from ` +
      `${manifest.documentStore === 's3' ? `the bucket ${config.documents.s3?.bucket} (as the encrypted objects they are there)` : 'the local folder'}.`,
  );
  if (manifest.database === 'postgres') {
    console.log(
      'The PostgreSQL database is not in this archive: keep a pg_dump taken just before it (docs/operations.md).',
    );
  }
  if (!manifest.secretsIncluded) {
    console.log('The secrets come from the environment and are not in this archive: keep DATA_ENCRYPTION_KEY with it.');
  }
  if (manifest.missingDocuments.length > 0) {
    console.warn(
      `${manifest.missingDocuments.length} document(s) were being destroyed by the retention job and are not in it.`,
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
