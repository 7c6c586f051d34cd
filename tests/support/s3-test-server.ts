import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../../server/config.ts';

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 and a free port, with one bucket, for tests and
 * benches: the app's AWS SDK client talks to it over HTTP exactly as it would to a real bucket.
 */
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver is CommonJS without type declarations.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

export interface S3TestServer {
  settings: S3Settings;
  /** The environment an app process needs to use this bucket. */
  environment: Record<string, string>;
  /** Every object stored, as paths of s3rver's own files (to look at raw bytes). */
  objectFiles(): string[];
  directory: string;
  close(): Promise<void>;
}

export const S3_TEST_BUCKET = 'yard-documents';

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'yard-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: S3_TEST_BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    directory,
    environment: {
      DOCUMENT_STORE: 's3',
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    objectFiles: () => listFiles(join(directory, S3_TEST_BUCKET)).filter((path) => path.endsWith('._S3rver_object')),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function listFiles(directory: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(directory);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
