import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  test('an empty environment gives a working local setup: SQLite and mail files in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      database: { kind: 'sqlite', file: './data/app.sqlite' },
      mail: { smtpUrl: undefined, outboxDir: './data/outbox' },
      publicUrl: 'http://localhost:3000',
    });
  });

  test('PUBLIC_URL defaults to the address served, with the real PORT', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://yard.example' }).publicUrl).toBe('https://yard.example');
  });

  test('DATABASE_URL switches to PostgreSQL and SMTP_URL to real delivery', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/yard',
      SMTP_URL: 'smtp://user:pass@mail.internal:587',
      PUBLIC_URL: 'https://yard.example/',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app:secret@db.internal:5432/yard' });
    expect(config.mail.smtpUrl).toBe('smtp://user:pass@mail.internal:587');
    expect(config.publicUrl).toBe('https://yard.example');
  });

  test('every bad setting is listed at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short', MAIL_FROM: 'nobody' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(problems).toContain('ADMIN_PASSWORD: must be at least 12 characters');
    expect(problems).toContain('MAIL_FROM');
  });

  test('empty values count as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '', PORT: '' }).database.kind).toBe('sqlite');
  });
});
