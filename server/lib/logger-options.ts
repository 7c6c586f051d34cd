import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Never written to a log: bearer tokens and session cookies sign an admin in. */
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie'];

/**
 * Pino's options: JSON lines for collectors (`logFormat: 'json'`), or one coloured line per event
 * through pino-pretty for a person at a terminal. pino-pretty is a development package: where it is
 * not installed (a production install), logs stay JSON rather than the server failing to start.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, redact: REDACTED_PATHS };
  if (config.logFormat !== 'pretty' || !isInstalled('pino-pretty')) return base;
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
