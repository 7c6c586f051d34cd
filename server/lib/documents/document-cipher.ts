import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Streaming authenticated encryption for documents that leave the server (ADR 026). The object is
 * `YPD1` + a 32-byte random salt, then records: a 4-byte big-endian word (high bit = last record,
 * low 31 bits = plaintext length, at most 64 KiB), the AES-256-GCM ciphertext and its 16-byte tag.
 * Each object gets its own key, HKDF-SHA256(DATA_ENCRYPTION_KEY, salt, "documents/v1/" + key),
 * so the record counter can serve as the IV, and an object copied under another key does not open.
 * The length word is the additional data, so a record cannot be cut short or marked last; a
 * stream that ends before a record marked last is refused.
 */
const MAGIC = Buffer.from('YPD1', 'ascii');
const SALT_BYTES = 32;
const HEADER_BYTES = MAGIC.length + SALT_BYTES;
const TAG_BYTES = 16;
const WORD_BYTES = 4;
const LAST_RECORD_FLAG = 0x8000_0000;
export const DOCUMENT_RECORD_BYTES = 64 * 1024;

function objectKey(masterKey: Buffer, salt: Buffer, storageKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, salt, `documents/v1/${storageKey}`, 32));
}

function ivOf(counter: number): Buffer {
  const iv = Buffer.alloc(12);
  iv.writeUInt32BE(Math.floor(counter / 2 ** 32), 4);
  iv.writeUInt32BE(counter >>> 0, 8);
  return iv;
}

/**
 * Pushes one sealed record as its parts (word, ciphertext, tag), so the record's only new buffer
 * is the ciphertext the cipher returns. Gathering the plaintext and then the parts into single
 * buffers, as this did before, allocated about six times each record's size, all of it garbage
 * until the next collection, which raised the upload burst's peak (bench/README.md).
 */
function pushRecord(stream: Transform, key: Buffer, counter: number, plaintext: Buffer, last: boolean): void {
  const word = Buffer.alloc(WORD_BYTES);
  word.writeUInt32BE((last ? LAST_RECORD_FLAG : 0) + plaintext.length);
  const cipher = createCipheriv('aes-256-gcm', key, ivOf(counter));
  cipher.setAAD(word);
  stream.push(word);
  stream.push(cipher.update(plaintext));
  // GCM gives no more bytes at the end, only the tag; pushed anyway should that ever change.
  const rest = cipher.final();
  if (rest.length > 0) stream.push(rest);
  stream.push(cipher.getAuthTag());
}

/**
 * Plaintext waiting to be sealed, kept as the chunks it came in. A record is taken as a view of a
 * chunk when one holds it (a file read in 64 KiB chunks: always), and copied only when it spans two.
 */
class PendingBytes {
  private chunks: Buffer[] = [];
  length = 0;

  add(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  take(bytes: number): Buffer {
    const first = this.chunks[0];
    let taken: Buffer;
    if (first && first.length >= bytes) {
      taken = first.subarray(0, bytes);
      this.dropFront(bytes);
    } else {
      taken = Buffer.allocUnsafe(bytes);
      for (let offset = 0; offset < bytes;) {
        const chunk = this.chunks[0] as Buffer;
        const part = Math.min(chunk.length, bytes - offset);
        chunk.copy(taken, offset, 0, part);
        offset += part;
        this.dropFront(part);
      }
    }
    return taken;
  }

  private dropFront(bytes: number): void {
    const first = this.chunks[0] as Buffer;
    if (bytes === first.length) this.chunks.shift();
    else this.chunks[0] = first.subarray(bytes);
    this.length -= bytes;
  }
}

/** Encrypts what flows through it; holds at most one record (64 KiB) of plaintext and one chunk. */
export function createDocumentEncryptor(masterKey: Buffer, storageKey: string): Transform {
  const salt = randomBytes(SALT_BYTES);
  const key = objectKey(masterKey, salt, storageKey);
  const pending = new PendingBytes();
  let counter = 0;
  let headerSent = false;
  const pushHeader = (stream: Transform) => {
    if (headerSent) return;
    headerSent = true;
    stream.push(MAGIC);
    stream.push(salt);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pushHeader(this);
      pending.add(chunk);
      // Keep the last full record back: only flush() knows whether it is the last one.
      while (pending.length > DOCUMENT_RECORD_BYTES) {
        pushRecord(this, key, counter++, pending.take(DOCUMENT_RECORD_BYTES), false);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      pushHeader(this);
      pushRecord(this, key, counter++, pending.take(pending.length), true);
      callback();
    },
  });
}

/** Decrypts and checks what flows through it; fails the stream on any tampering or truncation. */
export function createDocumentDecryptor(masterKey: Buffer, storageKey: string): Transform {
  let buffered: Buffer = Buffer.alloc(0);
  let key: Buffer | undefined;
  let counter = 0;
  let finished = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      try {
        if (!key) {
          if (buffered.length < HEADER_BYTES) return callback();
          if (!buffered.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('Not an encrypted document');
          key = objectKey(masterKey, buffered.subarray(MAGIC.length, HEADER_BYTES), storageKey);
          buffered = buffered.subarray(HEADER_BYTES);
        }
        const out: Buffer[] = [];
        while (buffered.length >= WORD_BYTES) {
          if (finished) throw new Error('Encrypted document has data after its last record');
          const word = buffered.readUInt32BE(0);
          const last = word >= LAST_RECORD_FLAG;
          const length = last ? word - LAST_RECORD_FLAG : word;
          if (length > DOCUMENT_RECORD_BYTES) throw new Error('Encrypted document record is too long');
          const recordBytes = WORD_BYTES + length + TAG_BYTES;
          if (buffered.length < recordBytes) break;
          const decipher = createDecipheriv('aes-256-gcm', key, ivOf(counter++));
          decipher.setAAD(buffered.subarray(0, WORD_BYTES));
          decipher.setAuthTag(buffered.subarray(WORD_BYTES + length, recordBytes));
          out.push(decipher.update(buffered.subarray(WORD_BYTES, WORD_BYTES + length)), decipher.final());
          finished = last;
          buffered = buffered.subarray(recordBytes);
        }
        callback(null, out.length > 0 ? Buffer.concat(out) : undefined);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      if (!finished || buffered.length > 0) return callback(new Error('Encrypted document is incomplete'));
      callback();
    },
  });
}

/** Bytes an encrypted object takes for `plaintextBytes` of document (for checks and the bench). */
export function encryptedSizeOf(plaintextBytes: number): number {
  const records = Math.max(1, Math.ceil(plaintextBytes / DOCUMENT_RECORD_BYTES));
  return HEADER_BYTES + plaintextBytes + records * (WORD_BYTES + TAG_BYTES);
}
