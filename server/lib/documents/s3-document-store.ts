import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { createDocumentDecryptor, createDocumentEncryptor, encryptedSizeOf } from './document-cipher.ts';
import {
  assertDocumentKey,
  DocumentLengthError,
  type DocumentSource,
  type DocumentStore,
  exactLength,
} from './document-store.ts';

/** Every object lives under this prefix, so the bucket may hold other things (backups, say). */
export const OBJECT_PREFIX = 'documents/';

/**
 * Tries of one put, as the SDK's default retry would make for a body it could send again: the SDK
 * never retries a streamed body itself, so a put reopens its source and streams it anew.
 */
const PUT_ATTEMPTS = 3;
const PUT_RETRY_BASE_DELAY_MS = 100;

/**
 * The AWS SDK, loaded on first use: importing it costs memory (its modules and the TLS set-up),
 * which a server on the local folder (the default) has no reason to carry (ADR 035). What is loaded
 * is the few commands of s3-sdk.ts (ADR 046).
 */
export function loadS3Sdk() {
  return import('./s3-sdk.ts');
}

/** The SDK client for the bucket (the store's, and the backup's for copying objects as they are). */
export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadS3Sdk();
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the API requires them: some S3-compatible servers reject the newer
    // default trailers, and our own GCM tags already check every byte we read back.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    logger: SILENT_SDK_LOGGER,
  });
}

/**
 * The SDK logs nothing unless given a logger, with one exception: a console line when a request
 * with a streamed body fails, which is not retried. Our callers try again or report the error
 * themselves, so that line would only be noise outside the app's JSON logs.
 */
const SILENT_SDK_LOGGER = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Documents in an S3-compatible bucket (ADR 026). Objects are encrypted here before they leave
 * (document-cipher.ts), named by the row's random storage key, and read back only by our
 * authenticated route: the bucket stays private and no pre-signed URL is ever handed out.
 */
export async function createS3DocumentStore(
  settings: S3Settings,
  masterKey: Buffer,
): Promise<DocumentStore & { client: S3Client }> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand } =
    await loadS3Sdk();
  const client = await createS3Client(settings);
  const objectOf = (key: string) => {
    assertDocumentKey(key);
    return { Bucket: settings.bucket, Key: `${OBJECT_PREFIX}${key}` };
  };

  /**
   * One PUT whose body is encrypted as it is sent: the encrypted size follows from the plaintext's
   * (encryptedSizeOf), so the request carries its Content-Length and the SDK streams the body
   * without gathering it first (documents are at most 10 MB; one PUT takes up to 5 GB).
   */
  async function putOnce(object: { Bucket: string; Key: string }, key: string, source: DocumentSource) {
    const plaintext = await source.open();
    const encrypted = createDocumentEncryptor(masterKey, key);
    // The source is piped into the encryptor while the request drains it; either failing fails both.
    const feeding = pipeline(plaintext, exactLength(source.byteSize), encrypted);
    // The SDK pipes the body into the request without watching it for errors: a source that fails
    // would leave the request waiting for the rest of its Content-Length, so it is aborted instead.
    const abort = new AbortController();
    const sending = client.send(
      new PutObjectCommand({
        ...object,
        Body: encrypted,
        ContentLength: encryptedSizeOf(source.byteSize),
        ContentType: 'application/octet-stream',
      }),
      { abortSignal: abort.signal },
    );
    try {
      await Promise.all([sending, feeding]);
    } catch (error) {
      abort.abort();
      plaintext.destroy();
      encrypted.destroy();
      // Both over before the caller opens the source again for another try.
      await Promise.allSettled([sending, feeding]);
      throw error;
    }
  }

  return {
    kind: 's3',
    client,
    async put(key, source) {
      const object = objectOf(key);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await putOnce(object, key, source);
          return;
        } catch (error) {
          if (attempt >= PUT_ATTEMPTS || !worthRetrying(error)) throw error;
          await delay(PUT_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1));
        }
      }
    },
    async openRead(key) {
      const response = await client.send(new GetObjectCommand(objectOf(key)));
      const body = response.Body;
      if (!(body instanceof Readable)) throw new Error(`Document ${key} came back without a body`);
      const decryptor = createDocumentDecryptor(masterKey, key);
      body.once('error', (error) => decryptor.destroy(error));
      return body.pipe(decryptor);
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand(objectOf(key)));
        return true;
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return false;
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(objectOf(key)));
    },
  };
}

/**
 * A dropped connection, a failing source or a 5xx/429 may pass; a source of the wrong length or a
 * 4xx answer (denied, no such bucket) would fail the same way again.
 */
function worthRetrying(error: unknown): boolean {
  if (error instanceof DocumentLengthError) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
