import { z } from 'zod';
import { BUSINESS_CONTACT } from '../domain/business-contact.ts';

/**
 * The only place that reads the environment (DESIGN.md §5). Every setting is optional for a local
 * start; a bad value stops the boot with a list of every key that is wrong.
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
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().default('http://localhost:3000')),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    CLIENT_DIR: z.preprocess(emptyAsUndefined, z.string().default('./build/client')),
    /** Whether to trust X-Forwarded-For from a reverse proxy in front (for per-IP limits). */
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
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
  trustProxy: boolean;
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

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
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
    publicUrl: values.PUBLIC_URL.replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY === 'true',
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
