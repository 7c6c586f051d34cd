import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { headerValue } from '../lib/http/header-value.ts';
import { HttpProblem } from '../lib/api-error.ts';
import { loggableUrl } from '../lib/logger-options.ts';

/**
 * Refuses state-changing requests a browser sends on behalf of another site, before any route
 * runs: a second fence beside the XSRF token, and the only one for the public forms, which carry
 * no token (ASVS 5.0 3.5.1). Browsers say where a request comes from in `Sec-Fetch-Site` (all
 * current ones) and `Origin`; a client that sends neither is no browser and has no ambient
 * cookie to abuse. Origins listed in CORS_ORIGINS are the sites allowed to call the API.
 */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED_MESSAGE = 'Requests from another site are not accepted here.';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function isCrossSiteWrite(
  request: Pick<FastifyRequest, 'method' | 'headers' | 'protocol' | 'host'>,
  ownOrigins: ReadonlySet<string>,
): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const origin = headerValue(request, 'origin');
  const fetchSite = headerValue(request, 'sec-fetch-site');
  // The address the request was sent to, as the browser saw it, is also ours.
  const requestOrigin = `${request.protocol}://${request.host}`;
  const allowedOrigin = origin !== undefined && (ownOrigins.has(origin) || origin === requestOrigin);
  if (fetchSite !== undefined) {
    // `none`: typed or bookmarked by the person; `same-origin`: our own page.
    if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
    return !allowedOrigin;
  }
  // An older browser: judge by Origin alone (`null` comes from sandboxed frames and data: URLs).
  if (origin === undefined) return false;
  return !allowedOrigin;
}

async function crossSiteWritesPlugin(app: FastifyInstance) {
  const ownOrigins = new Set<string>(
    [originOf(app.config.publicUrl), ...app.config.corsOrigins.map(originOf)].filter(
      (origin): origin is string => origin !== undefined,
    ),
  );
  app.addHook('onRequest', async (request) => {
    if (isCrossSiteWrite(request, ownOrigins)) {
      request.log.warn(
        {
          method: request.method,
          url: loggableUrl(request.url),
          origin: request.headers.origin,
          site: request.headers['sec-fetch-site'],
        },
        'cross-site write refused',
      );
      throw new HttpProblem('forbidden', CROSS_SITE_REFUSED_MESSAGE);
    }
  });
}

export default fp(crossSiteWritesPlugin, { name: 'cross-site-writes' });
