import { createRequire } from 'node:module';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Never written to a log: bearer tokens and session cookies sign an admin in. */
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie'];

/**
 * The applicant's private status link carries its key in the path (`/status/<token>`, and the API
 * the page calls): whoever reads a log line with it could open the application. Logged without it.
 */
const PRIVATE_LINK_PATH = /^(\/(?:api\/ApplicationStatus|(?:fr\/)?status)\/)[^/?#]+/i;
export const LOGGED_TOKEN = '[token]';
/** The gate's check carries an access pass's code, which opens a yard: logged without it too. */
const PASS_CHECK_PATH = /^(\/api\/Yards\/[^/?#]+\/Pass\/)[^/?#]+/i;
export const LOGGED_PASS_CODE = '[code]';

/** A request's URL as it may be logged: the private link's token and a pass's code replaced. */
export function loggableUrl(url: string): string {
  return url.replace(PRIVATE_LINK_PATH, `$1${LOGGED_TOKEN}`).replace(PASS_CHECK_PATH, `$1${LOGGED_PASS_CODE}`);
}

/** Fastify's own request fields (its default serializer), with the URL made loggable. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Pino's options: JSON lines for collectors (`logFormat: 'json'`), or one coloured line per event
 * through pino-pretty for a person at a terminal. pino-pretty is a development package: where it is
 * not installed (a production install), logs stay JSON rather than the server failing to start.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, redact: REDACTED_PATHS, serializers: { req: requestSerializer } };
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
