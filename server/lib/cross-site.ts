import type { IncomingHttpHeaders } from 'node:http';

/**
 * True when a browser says the request comes from another site than ours (PUBLIC_URL). A plain HTML
 * form can be posted to us from any page on the web without a preflight, so the endpoints that take
 * form posts refuse these (ADR 019). Browsers send Sec-Fetch-Site on every request since 2023;
 * older ones send Origin on a POST. A request with neither is not a browser's cross-site form post
 * (a script or a server calling the API), and is judged like any other request.
 */
export function isCrossSiteRequest(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const fetchSite = headers['sec-fetch-site'];
  // 'none': the person opened it themselves (address bar, bookmark); 'same-site' is a sibling
  // subdomain, which is not us either.
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.origin;
  if (typeof origin === 'string') return origin !== new URL(publicUrl).origin;
  return false;
}
