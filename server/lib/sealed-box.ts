import { createCipheriv, createDecipheriv, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for values kept encrypted at rest (bank numbers). The sealed form is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url, so the format can change later without ambiguity.
 */
const VERSION = 'v1';

/**
 * The key as a KeyObject, made once per key Buffer: given the Buffer, every cipher would make one
 * again (most of an open's time, bench/ADMIN.md), and a page of the dashboard opens one value per application.
 * The KeyObject holds a copy of the bytes, so a key Buffer must not be changed in place; none is
 * (the server reads its key once, at start, into a Buffer of its own).
 */
const keyObjects = new WeakMap<Buffer, KeyObject>();

function secretKey(key: Buffer): KeyObject {
  let keyObject = keyObjects.get(key);
  if (!keyObject) {
    keyObject = createSecretKey(key);
    keyObjects.set(key, keyObject);
  }
  return keyObject;
}

export function seal(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(key), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function open(sealed: string, key: Buffer): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
    throw new Error('Sealed value has an unknown format');
  }
  const decipher = createDecipheriv('aes-256-gcm', secretKey(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
