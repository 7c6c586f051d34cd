import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { ensureFirstAdmin } from '../../server/modules/auth/first-admin.ts';

/**
 * One app server as production runs it (configured by its environment, background jobs on), minus
 * the built web app, which these tests do not need. Prints `READY <port>` once it listens.
 * Run by tests/scale-out/two-servers.test.ts as `node --import tsx tests/scale-out/app-server-process.ts`.
 */
const config = loadConfig();
const app = await buildApp(config, { serveWebApp: false, startBackgroundJobs: true });
await ensureFirstAdmin(app.database.db, config.admin, app.log, app.clock());
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : config.port}\n`);

const shutDown = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
