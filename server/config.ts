import { z } from 'zod';
import { BUSINESS_CONTACT } from '../domain/business-contact.ts';

/**
 * The only place that reads the environment (docs/architecture.md, Layout). Every setting is
 * optional for a local start; a bad value stops the boot with a list of every key that is wrong.
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const EnvironmentSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.email().default(BUSINESS_CONTACT.noReplyEmail)),
    COMPANY_INBOX: z.preprocess(emptyAsUndefined, z.email().default(BUSINESS_CONTACT.infoEmail)),
    CAREERS_INBOX: z.preprocess(emptyAsUndefined, z.email().default(BUSINESS_CONTACT.careersEmail)),
    ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().min(3).max(60).default('admin')),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12, 'must be at least 12 characters').optional()),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().default(BUSINESS_CONTACT.infoEmail)),
    SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    DATA_ENCRYPTION_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (44 characters)')
        .optional(),
    ),
    /** Unset: the address this server answers on locally, `http://localhost:${PORT}`. */
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    /** Unset: `pretty` when stdout is a terminal (a person reads it), `json` lines otherwise (a collector does). */
    LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['pretty', 'json']).optional()),
    CLIENT_DIR: z.preprocess(emptyAsUndefined, z.string().default('./build/client')),
    /** Origins (scheme://host[:port]) whose pages may call the API with credentials; unset = none. */
    CORS_ORIGINS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z
              .string()
              .regex(/^https?:\/\/[^/\s]+$/, 'each origin must be scheme://host[:port], with no path or final slash'),
          ),
        )
        .optional(),
    ),
    /** Whether to trust X-Forwarded-For from a reverse proxy in front (for per-IP limits). */
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    /** Open connections the server keeps at once; more are refused (a slow-client flood). */
    MAX_CONNECTIONS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(100_000).default(1000)),
    /** Mails a day to addresses visitors type (booking confirmations), across all servers. */
    VISITOR_MAIL_DAILY_CAP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1_000_000).default(500)),
    /** The deploy check refuses an http:// PUBLIC_URL that is not localhost unless this says true. */
    ALLOW_INSECURE_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    /** Days after its decision that an application's documents and bank numbers are destroyed (docs/retention.md). */
    RETENTION_DECIDED_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(36_500).default(730)),
    /** Days after which a contact enquiry or job application sent through the Contact page is deleted. */
    RETENTION_CONTACT_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(36_500).default(365)),
    /** Where documents live: `local` (DATA_DIR/documents) or `s3` (an S3-compatible bucket, ADR 026). */
    DOCUMENT_STORE: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  })
  .superRefine((values, context) => {
    if (values.DOCUMENT_STORE !== 's3') return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!values[key])
        context.addIssue({ code: 'custom', path: [key], message: 'is required when DOCUMENT_STORE=s3' });
    }
  });

export type Environment = z.infer<typeof EnvironmentSchema>;

export interface Config {
  env: Environment['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  clientDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  mail: {
    smtpUrl: string | undefined;
    outboxDir: string;
    from: string;
    companyInbox: string;
    careersInbox: string;
  };
  admin: { username: string; password: string | undefined; email: string };
  secrets: { sessionSecret: string | undefined; dataEncryptionKey: string | undefined };
  publicUrl: string;
  logLevel: Environment['LOG_LEVEL'];
  logFormat: 'pretty' | 'json';
  trustProxy: boolean;
  /** Origins allowed to call the API from another site (CORS_ORIGINS), lower-cased; empty = none. */
  corsOrigins: string[];
  maxConnections: number;
  visitorMailDailyCap: number;
  allowInsecurePublicUrl: boolean;
  retention: { decidedApplicationDays: number; contactMessageDays: number };
  documents: {
    store: 'local' | 's3';
    directory: string;
    /** Set when the S3_* settings are (always when store is s3; the move command needs them too). */
    s3: S3Settings | undefined;
  };
}

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(
  environment: Record<string, string | undefined> = process.env,
  terminal: { stdoutIsTty: boolean } = { stdoutIsTty: process.stdout.isTTY === true },
): Config {
  const parsed = EnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const dataDir = values.DATA_DIR;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    clientDir: values.CLIENT_DIR,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'sqlite', file: `${dataDir}/app.sqlite` },
    mail: {
      smtpUrl: values.SMTP_URL,
      outboxDir: `${dataDir}/outbox`,
      from: values.MAIL_FROM,
      companyInbox: values.COMPANY_INBOX,
      careersInbox: values.CAREERS_INBOX,
    },
    admin: { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD, email: values.ADMIN_EMAIL },
    secrets: { sessionSecret: values.SESSION_SECRET, dataEncryptionKey: values.DATA_ENCRYPTION_KEY },
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    // Tests never pretty-print: their logs are silent or read back as JSON.
    logFormat: values.LOG_FORMAT ?? (terminal.stdoutIsTty && values.NODE_ENV !== 'test' ? 'pretty' : 'json'),
    trustProxy: values.TRUST_PROXY === 'true',
    corsOrigins: (values.CORS_ORIGINS ?? []).map((origin) => origin.toLowerCase()),
    maxConnections: values.MAX_CONNECTIONS,
    visitorMailDailyCap: values.VISITOR_MAIL_DAILY_CAP,
    allowInsecurePublicUrl: values.ALLOW_INSECURE_PUBLIC_URL === 'true',
    retention: {
      decidedApplicationDays: values.RETENTION_DECIDED_DAYS,
      contactMessageDays: values.RETENTION_CONTACT_DAYS,
    },
    documents: {
      store: values.DOCUMENT_STORE,
      directory: `${dataDir}/documents`,
      s3:
        values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: values.S3_ENDPOINT,
              region: values.S3_REGION,
              bucket: values.S3_BUCKET,
              accessKeyId: values.S3_ACCESS_KEY_ID,
              secretAccessKey: values.S3_SECRET_ACCESS_KEY,
              forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
            }
          : undefined,
    },
  };
}
