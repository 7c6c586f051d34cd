import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

export interface Secrets {
  sessionSecret: string;
  /** 32 bytes for AES-256-GCM. */
  dataEncryptionKey: Buffer;
}

/**
 * Secrets come from the environment when set; otherwise they are generated once into
 * DATA_DIR/secrets.json (mode 0600) so a local start needs no setup and a restart keeps sessions
 * and encrypted data readable. Losing that file makes stored bank numbers unreadable: back it up
 * with the database.
 */
export function resolveSecrets(config: Config): Secrets {
  const { sessionSecret, dataEncryptionKey } = config.secrets;
  if (sessionSecret && dataEncryptionKey) {
    return { sessionSecret, dataEncryptionKey: Buffer.from(dataEncryptionKey, 'base64') };
  }
  const stored = readOrCreateStoredSecrets(config.dataDir);
  return {
    sessionSecret: sessionSecret ?? stored.sessionSecret,
    dataEncryptionKey: Buffer.from(dataEncryptionKey ?? stored.dataEncryptionKey, 'base64'),
  };
}

interface StoredSecrets {
  sessionSecret: string;
  dataEncryptionKey: string;
}

function readOrCreateStoredSecrets(dataDir: string): StoredSecrets {
  const file = join(dataDir, 'secrets.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const created: StoredSecrets = {
    sessionSecret: randomBytes(48).toString('base64url'),
    dataEncryptionKey: randomBytes(32).toString('base64'),
  };
  // 'wx' refuses to overwrite a file another process wrote meanwhile.
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600, flag: 'wx' });
  return created;
}
