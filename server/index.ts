import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataKeyMismatchError } from './lib/data-key-check.ts';
import { PRIVATE_UMASK, prepareDataDirectory } from './lib/deploy/data-directory.ts';
import { describeUnsafeSettings, findUnsafeSettings } from './lib/deploy/deploy-check.ts';
import { ensureFirstAdmin } from './modules/auth/first-admin.ts';
import { loadStatusPageRenderer } from './modules/applicant/status-page.service.ts';

/** Starts the server: build the app, create the first admin if needed, listen, shut down cleanly. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Every file the server creates (database, WAL, documents, mail files, secrets) is private to its user.
  process.umask(PRIVATE_UMASK);
  const unsafe = findUnsafeSettings(config);
  if (unsafe.length > 0) {
    if (config.env === 'production') {
      console.error(describeUnsafeSettings(unsafe));
      process.exit(1);
    }
    console.warn(
      describeUnsafeSettings(unsafe).replace('will not start in production', 'would not start in production'),
    );
  }
  prepareDataDirectory(config.dataDir);
  // Written by `npm run build` beside the server bundle; absent when the server runs from its sources.
  const renderStatusPage = await loadStatusPageRenderer(new URL('./status-page.mjs', import.meta.url));
  const app = await buildApp(config, { startBackgroundJobs: true, renderStatusPage });
  const firstAdmin = await ensureFirstAdmin(app.database.db, config.admin, app.log, app.clock());
  if (firstAdmin.status === 'created' && firstAdmin.generatedPassword) {
    // Printed once, on the console only: it is not logged to files and not stored anywhere.
    console.log(
      `\nFirst admin created.\n  username: ${firstAdmin.username}\n  password: ${firstAdmin.generatedPassword}\n` +
        'Keep this password now: it will not be shown again.\n',
    );
  }

  let closing = false;
  const shutDown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let requests in flight finish, then close the database.
    const forced = setTimeout(() => process.exit(1), 15_000);
    forced.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutDown('SIGINT'));
  process.on('SIGTERM', () => void shutDown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: app.database.kind, mail: config.mail.smtpUrl ? 'smtp' : 'files' },
    'ready',
  );
}

main().catch((error) => {
  // A refusal that says what to change is printed as it is; anything else with its stack.
  console.error(error instanceof DataKeyMismatchError ? error.message : error);
  process.exit(1);
});
