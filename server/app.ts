import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createBackgroundJobs } from './background-jobs.ts';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { checkDataKey } from './lib/data-key-check.ts';
import { createConfiguredDocumentStore } from './lib/documents/configured-document-store.ts';
import type { DocumentStore } from './lib/documents/document-store.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { createMailTransport, type MailTransport } from './lib/mail/mail-transport.ts';
import { databaseRateLimitStore } from './lib/rate-limit/database-rate-limit-store.ts';
import { resolveSecrets, type Secrets } from './lib/secrets.ts';
import { applicationsAdminRoutes } from './modules/review/review.routes.ts';
import { applicationsRoutes } from './modules/booking/booking.routes.ts';
import { authRoutes, sessionRoutes } from './modules/auth/auth.routes.ts';
import { passwordChangeRoutes } from './modules/auth/password-change.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { contactAdminRoutes } from './modules/contact/contact-admin.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { documentsAdminRoutes } from './modules/documents/documents-admin.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createLimitedHttpServer } from './lib/http/http-server.ts';
import { answerClientError, newRequestId } from './lib/http/request-id.ts';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import { applicantAdminRoutes } from './modules/applicant/applicant-admin.routes.ts';
import { applicantStatusRoutes, STATUS_RATE_LIMIT } from './modules/applicant/applicant-status.routes.ts';
import { yardsAdminRoutes, yardsRoutes } from './modules/yards/yards.routes.ts';
import { agreementsAdminRoutes, agreementsRoutes } from './modules/agreements/agreements.routes.ts';
import { passesAdminRoutes } from './modules/passes/passes.routes.ts';
import { issueAndMailAccessPass } from './modules/passes/passes.service.ts';
import type { CountersignContext } from './modules/agreements/countersign.service.ts';
import { yardsTodayForPages } from './modules/yards/yards.service.ts';
import { yardSpacesNote } from '../domain/yard-spaces-note.ts';
import { filledStatusPage, type StatusPageRenderer } from './modules/applicant/status-page.service.ts';
import adminAuth, { adminArea } from './plugins/admin-auth.plugin.ts';
import apiBinding from './plugins/api-binding.plugin.ts';
import bodyDepth from './plugins/body-depth.plugin.ts';
import corsAllowList from './plugins/cors.plugin.ts';
import crossSiteWrites from './plugins/cross-site-writes.plugin.ts';
import privateAnswers from './plugins/private-answers.plugin.ts';
import slowBodies from './plugins/slow-bodies.plugin.ts';
import errorHandler, { answerFrameworkError } from './plugins/error-handler.plugin.ts';
import requestId from './plugins/request-id.plugin.ts';
import crawlerFiles from './plugins/crawler-files.plugin.ts';
import openApi from './plugins/openapi.plugin.ts';
import staticSite from './plugins/static-site.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    secrets: Secrets;
    documentStore: DocumentStore;
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
  /** Start the background jobs of background-jobs.ts (the server does; tests drive them). */
  startBackgroundJobs?: boolean;
  /** Benchmarks turn limits off to measure the cost of the work itself. */
  rateLimits?: boolean;
  /** Serve the built web app (off in API tests, which have no build). */
  serveWebApp?: boolean;
  /**
   * Renders the applicant's status page on the server (the build's renderer, or the web app's own in
   * tests). Without it the status page is the app shell, which reads the status in the browser.
   */
  renderStatusPage?: StatusPageRenderer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

const JSON_BODY_LIMIT_BYTES = 256 * 1024;
/** HSTS for a year (ASVS 5.0 3.4.1), once the site is served over https. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const logger = loggerOptions(config);
  const app = Fastify({
    logger: options.logStream && typeof logger === 'object' ? { ...logger, stream: options.logStream } : logger,
    // A random id per request, in every log line of it and in every answer (lib/http/request-id.ts).
    genReqId: newRequestId,
    clientErrorHandler(error, socket) {
      // Fastify calls this with the app as `this`, which its types leave out.
      answerClientError((this as unknown as FastifyInstance).log, error, socket);
    },
    frameworkErrors: answerFrameworkError,
    // Slow-client clocks and the connection cap live on the Node server (lib/http/http-server.ts).
    serverFactory: (handler) => createLimitedHttpServer(handler, config.maxConnections),
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
  const secrets = resolveSecrets(config);
  try {
    // Another key than the one that sealed the data: refuse to start rather than fail every list.
    await checkDataKey(database.db, secrets.dataEncryptionKey, clock());
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  app.decorate('secrets', secrets);
  app.decorate(
    'documentStore',
    options.documentStore ?? (await createConfiguredDocumentStore(config.documents, secrets.dataEncryptionKey)),
  );
  app.decorate('clock', clock);
  app.decorate('rateLimitsEnabled', options.rateLimits ?? true);
  // Every background job, in one list: decorated under its name here (routes and tests reach it so),
  // started with the server's timers and stopped when the app closes.
  const backgroundJobs = createBackgroundJobs({
    db: database.db,
    config,
    store: app.documentStore,
    mailTransport,
    dataEncryptionKey: secrets.dataEncryptionKey,
    logger: app.log,
    clock,
  });
  // background-jobs.ts checks each name and type against the app's declared decorations.
  for (const [name, job] of Object.entries(backgroundJobs)) app.decorate<typeof job>(name, job);

  // First, so that every answer, even one refused by the next plugins, names its request.
  await app.register(requestId);
  // External plugins first, then ours, then routes (fastify/demo's order).
  await app.register(helmet, {
    // JSON answers need no scripts or styles; HTML pages get their own policy from static-site.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], frameAncestors: ["'none'"], formAction: ["'self'"] },
    },
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    // DENY says in the old header what frame-ancestors 'none' says in CSP (helmet's default is SAMEORIGIN).
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(corsAllowList);
  await app.register(cookie, { secret: app.secrets.sessionSecret });
  // In the database on both: shared by every app server on PostgreSQL (ADR 027), and kept across
  // a restart on SQLite too.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db, database.kind, app.log),
  });
  await app.register(errorHandler);
  await app.register(slowBodies);
  await app.register(crossSiteWrites);
  await app.register(bodyDepth);
  await app.register(privateAnswers);
  await app.register(adminAuth);
  // Both watch routes as they are registered, so they come before every route.
  await app.register(apiBinding);
  await app.register(openApi);

  // Public routes: each is on the allow-list of server/plugins/admin-auth.plugin.test.ts.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(documentsRoutes, { prefix: '/api/ApplicationFormData' });
  await app.register(applicationsRoutes, { prefix: '/api/ApplicationFormData' });
  await app.register(passwordResetRoutes);
  await app.register(contactRoutes, { prefix: '/api/Contact' });
  await app.register(applicantStatusRoutes, { prefix: '/api/ApplicationStatus' });
  await app.register(apiDocsRoutes);
  await app.register(yardsRoutes);
  await app.register(agreementsRoutes);
  // Everything else under /api is the admin's, behind the guard in one place.
  await app.register(
    adminArea(async (admin) => {
      await admin.register(sessionRoutes);
      await admin.register(applicationsAdminRoutes, { prefix: '/api/ApplicationFormData' });
      await admin.register(documentsAdminRoutes, { prefix: '/api/ApplicationFormData' });
      await admin.register(applicantAdminRoutes, { prefix: '/api/ApplicationFormData' });
      await admin.register(passwordChangeRoutes);
      await admin.register(twoFactorRoutes);
      await admin.register(contactAdminRoutes, { prefix: '/api/Contact' });
      await admin.register(yardsAdminRoutes);
      // The countersign completes the agreement and issues the access pass, in one transaction.
      const issuePass: CountersignContext['afterCompletion'] = (trx, applicationId, now) =>
        issueAndMailAccessPass(trx, applicationId, { now, dataEncryptionKey: secrets.dataEncryptionKey });
      await admin.register(agreementsAdminRoutes(issuePass), { prefix: '/api/ApplicationFormData' });
      await admin.register(passesAdminRoutes);
    }),
  );
  if (options.serveWebApp ?? true) {
    await app.register(crawlerFiles, { clientDir: config.clientDir, publicUrl: config.publicUrl });
    const render = options.renderStatusPage;
    await app.register(staticSite, {
      clientDir: config.clientDir,
      publicUrl: config.publicUrl,
      statusPage: render && {
        fill: ({ token, language, frame }) =>
          filledStatusPage({ db: app.database.db, now: app.clock() }, render, { token, language, frame }),
        rateLimit: app.rateLimitsEnabled ? STATUS_RATE_LIMIT : false,
      },
      locationSpaces: {
        note: async (slug, language) =>
          yardSpacesNote((await yardsTodayForPages(app.database.db, app.clock())).yards, slug, language),
      },
    });
  }

  if (options.startBackgroundJobs) {
    for (const job of Object.values(backgroundJobs)) job.start();
  }
  app.addHook('onClose', async () => {
    for (const job of Object.values(backgroundJobs)) await job.stop();
    if (ownsDatabase) await database.close();
  });
  return app;
}
