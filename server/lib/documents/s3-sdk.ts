/**
 * The parts of the AWS SDK the server sends, and only those: the server bundle compiles the SDK in
 * (scripts/server-runtime.mjs) and keeps what is named here, so a server on the bucket loads a few
 * commands instead of the S3 client's hundred and its unused credential providers (ADR 046).
 * Imported only through loadS3Sdk, on first use.
 */
export {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
