import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { createDocumentDecryptor, createDocumentEncryptor } from './document-cipher.ts';
import { assertDocumentKey, type DocumentStore } from './document-store.ts';

/** Every object lives under this prefix, so the bucket may hold other things (backups, say). */
const OBJECT_PREFIX = 'documents/';
/** lib-storage buffers one part at a time; 5 MiB is the smallest part S3 accepts. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Documents in an S3-compatible bucket (ADR 026). Objects are encrypted here before they leave
 * (document-cipher.ts), named by the row's random storage key, and read back only by our
 * authenticated route: the bucket stays private and no pre-signed URL is ever handed out.
 */
export async function createS3DocumentStore(
  settings: S3Settings,
  masterKey: Buffer,
): Promise<DocumentStore & { client: S3Client }> {
  // Loaded here, not at the top: the SDK weighs about 24 MB of the process's memory, which a server
  // on the local store (the default) should not carry. The server bundle keeps package imports as
  // imports, and only a dynamic one stays lazy there (scripts/server-runtime.mjs).
  const [{ DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, S3Client }, { Upload }] =
    await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the API requires them: some S3-compatible servers reject the newer
    // default trailers, and our own GCM tags already check every byte we read back.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectOf = (key: string) => {
    assertDocumentKey(key);
    return { Bucket: settings.bucket, Key: `${OBJECT_PREFIX}${key}` };
  };
  return {
    kind: 's3',
    client,
    async put(key, source) {
      const encrypted = createDocumentEncryptor(masterKey, key);
      const plaintext = Buffer.isBuffer(source) ? Readable.from([source]) : source;
      const upload = new Upload({
        client,
        params: { ...objectOf(key), Body: encrypted, ContentType: 'application/octet-stream' },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      // The source is piped into the encryptor while the upload drains it; either failing fails both.
      const feeding = pipeline(plaintext, encrypted);
      try {
        await Promise.all([upload.done(), feeding]);
      } catch (error) {
        await upload.abort().catch(() => {});
        encrypted.destroy();
        throw error;
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
