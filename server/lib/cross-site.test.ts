import { describe, expect, test } from 'vitest';
import { isCrossSiteRequest } from './cross-site.ts';

const PUBLIC_URL = 'https://parking.example.ca';

describe('isCrossSiteRequest', () => {
  test.each([
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    // Sec-Fetch-Site wins: a browser that sends it knows better than a forwarded Origin.
    [{ 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL }, true],
    [{ origin: PUBLIC_URL }, false],
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'http://parking.example.ca' }, true],
    [{ origin: 'https://parking.example.ca:8443' }, true],
    [{}, false],
  ])('%j → %s', (headers, crossSite) => {
    expect(isCrossSiteRequest(headers, PUBLIC_URL)).toBe(crossSite);
  });

  test('a path in PUBLIC_URL does not matter, only its origin', () => {
    expect(isCrossSiteRequest({ origin: PUBLIC_URL }, `${PUBLIC_URL}/site`)).toBe(false);
  });
});
