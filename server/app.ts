import { join } from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createFileDocumentStore, type DocumentStore } from './lib/document-store.ts';
import { createMailTransport, type MailTransport } from './lib/mail/mail-transport.ts';
import { createOutboxWorker, type OutboxWorker } from './lib/mail/outbox-worker.ts';
import { resolveSecrets, type Secrets } from './lib/secrets.ts';
import { applicationsAdminRoutes } from './modules/applications/applications-admin.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { authRoutes, sessionRoutes } from './modules/auth/auth.routes.ts';
import { passwordChangeRoutes } from './modules/auth/password-change.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { contactAdminRoutes } from './modules/contact/contact-admin.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { documentsAdminRoutes } from './modules/documents/documents-admin.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { createUploadPurger, type UploadPurger } from './modules/documents/upload-purger.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import adminAuth, { adminArea } from './plugins/admin-auth.plugin.ts';
import errorHandler from './plugins/error-handler.plugin.ts';
import crawlerFiles from './plugins/crawler-files.plugin.ts';
import staticSite from './plugins/static-site.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    secrets: Secrets;
    documentStore: DocumentStore;
    outboxWorker: OutboxWorker;
    uploadPurger: UploadPurger;
    /** The app's notion of now; tests replace it to move time. */
    clock: () => Date;
    /** False in benchmarks that measure raw cost; always true in the running product. */
    rateLimitsEnabled: boolean;
  }
}

export interface AppOptions {
  /** Use this database instead of connecting from config (tests wrap it to inject faults). */
  database?: DatabaseHandle;
  mailTransport?: MailTransport;
  documentStore?: DocumentStore;
  clock?: () => Date;
  /** Run the mail worker and the upload purge on timers (the server does; tests drive them). */
  startBackgroundJobs?: boolean;
  /** Benchmarks turn limits off to measure the cost of the work itself. */
  rateLimits?: boolean;
  /** Serve the built web app (off in API tests, which have no build). */
  serveWebApp?: boolean;
}

/** Two minutes: a 10 MB document over a weak mobile link needs time, but not forever. */
const REQUEST_TIMEOUT_MS = 120_000;
const JSON_BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: config.env === 'test' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON and multipart are spoken here; Fastify would otherwise accept text/plain bodies.
  app.removeContentTypeParser('text/plain');

  const ownsDatabase = !options.database;
  const database = options.database ?? connectDatabase(config.database);
  await migrateToLatest(database.db);
  const clock = options.clock ?? (() => new Date());
  const mailTransport = options.mailTransport ?? createMailTransport(config.mail, app.log);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('secrets', resolveSecrets(config));
  app.decorate('documentStore', options.documentStore ?? createFileDocumentStore(join(config.dataDir, 'documents')));
  app.decorate('clock', clock);
  app.decorate('rateLimitsEnabled', options.rateLimits ?? true);
  app.decorate(
    'outboxWorker',
    createOutboxWorker({ db: database.db, transport: mailTransport, logger: app.log, clock }),
  );
  app.decorate(
    'uploadPurger',
    createUploadPurger({ db: database.db, store: app.documentStore, logger: app.log, clock }),
  );

  // External plugins first, then ours, then routes (fastify/demo's order).
  await app.register(helmet, {
    // JSON answers need no scripts or styles; HTML pages get their own policy from static-site.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], frameAncestors: ["'none'"], formAction: ["'self'"] },
    },
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 15_552_000 } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie, { secret: app.secrets.sessionSecret });
  await app.register(rateLimit, { global: false });
  await app.register(errorHandler);
  await app.register(adminAuth);

  // Public routes: each is on the allow-list of server/plugins/admin-auth.plugin.test.ts.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(documentsRoutes, { prefix: '/api/ApplicationFormData' });
  await app.register(applicationsRoutes, { prefix: '/api/ApplicationFormData' });
  await app.register(passwordResetRoutes);
  await app.register(contactRoutes, { prefix: '/api/Contact' });
  // Everything else under /api is the admin's, behind the guard in one place.
  await app.register(
    adminArea(async (admin) => {
      await admin.register(sessionRoutes);
      await admin.register(applicationsAdminRoutes, { prefix: '/api/ApplicationFormData' });
      await admin.register(documentsAdminRoutes, { prefix: '/api/ApplicationFormData' });
      await admin.register(passwordChangeRoutes);
      await admin.register(twoFactorRoutes);
      await admin.register(contactAdminRoutes, { prefix: '/api/Contact' });
    }),
  );
  if (options.serveWebApp ?? true) {
    await app.register(crawlerFiles, { clientDir: config.clientDir, publicUrl: config.publicUrl });
    await app.register(staticSite, { clientDir: config.clientDir, publicUrl: config.publicUrl });
  }

  if (options.startBackgroundJobs) {
    app.outboxWorker.start();
    app.uploadPurger.start();
  }
  app.addHook('onClose', async () => {
    await app.outboxWorker.stop();
    app.uploadPurger.stop();
    if (ownsDatabase) await database.close();
  });
  return app;
}
