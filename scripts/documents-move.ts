/**
 * Copies the stored documents between the local folder and the S3 bucket (ADR 026):
 *
 *   npm run documents:move -- --to s3
 *   npm run documents:move -- --to local
 *
 * Reads the same settings as the server (DATA_DIR or DATABASE_URL, DATA_ENCRYPTION_KEY, S3_*).
 * Checks every copy, deletes nothing and switches nothing: once it reports no failure, set
 * DOCUMENT_STORE to the destination on every server and restart them, then run it once more to
 * copy what was uploaded in between (docs/deployment.md). Exits 0 only when every document is there.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createConfiguredDocumentStore } from '../server/lib/documents/configured-document-store.ts';
import { resolveSecrets } from '../server/lib/secrets.ts';
import { moveDocuments } from '../server/modules/documents/documents-move.ts';

const USAGE = 'Usage: npm run documents:move -- --to s3|local';

async function main(): Promise<number> {
  let to: string | undefined;
  try {
    to = parseArgs({ options: { to: { type: 'string' } } }).values.to;
  } catch {
    to = undefined;
  }
  if (to !== 's3' && to !== 'local') {
    console.error(USAGE);
    return 2;
  }
  const from = to === 's3' ? 'local' : 's3';
  const config = loadConfig();
  const { dataEncryptionKey } = resolveSecrets(config);
  const database = connectDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const report = await moveDocuments(
      database.db,
      await createConfiguredDocumentStore(config.documents, dataEncryptionKey, from),
      await createConfiguredDocumentStore(config.documents, dataEncryptionKey, to),
      (message) => console.log(message),
    );
    console.log(
      `${report.total} documents: ${report.copied} copied, ${report.alreadyThere} already in ${to}, ${report.failed.length} failed.`,
    );
    for (const failure of report.failed) console.error(`  ${failure.storageKey}: ${failure.reason}`);
    if (report.failed.length > 0) {
      console.error(`Not every document is in ${to}: keep DOCUMENT_STORE=${from}, fix the cause and run again.`);
      return 1;
    }
    console.log(
      `Every document is in ${to}. Switch: set DOCUMENT_STORE=${to} on every server, restart them, then run this once more.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
