import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { OFFERS } from '../../content/offers.ts';
import { PARTNERS } from '../../content/partners.ts';
import { SITE } from '../../content/site.ts';
import Home, { meta } from './home.tsx';
import NotFound from './not-found.tsx';
import { emulateViewport } from '../../../tests/support/emulate-viewport.ts';

function renderAt(Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component }]);
  return render(<Stub initialEntries={['/']} />);
}

function visibleSlides(carousel: HTMLElement): string[] {
  return [...carousel.querySelectorAll('[aria-roledescription="slide"]')]
    .filter((slide) => !slide.hasAttribute('inert'))
    .map(
      (slide) =>
        slide.querySelector('a, img')?.getAttribute('href') ?? slide.querySelector('img')?.getAttribute('alt') ?? '',
    );
}

beforeEach(() => {
  // jsdom does not implement media playback; these stand in for the browser's own methods.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // @ts-expect-error -- back to jsdom's own state (it has no matchMedia).
  delete window.matchMedia;
});

test('the home page names the company, its tagline, and offers booking online and calling', () => {
  renderAt(Home);

  expect(screen.getByRole('heading', { level: 1, name: BUSINESS_CONTACT.name })).toBeInTheDocument();
  const hero = screen.getByRole('region', { name: BUSINESS_CONTACT.name });
  expect(within(hero).getByText('Secure, Easy, Reliable')).toBeInTheDocument();
  expect(within(hero).getByRole('link', { name: 'Book a spot online' })).toHaveAttribute('href', '/request');
  expect(within(hero).getByRole('link', { name: `Call ${BUSINESS_CONTACT.phoneDisplay}` })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );
});

test('the prerendered page shows the poster, first and with high priority, and neither video nor map', () => {
  const Stub = createRoutesStub([{ path: '/', Component: Home }]);
  const html = renderToString(<Stub initialEntries={['/']} />);

  expect(html).toMatch(
    /<source type="image\/avif" srcSet="\/media\/home\/hero-poster-480\.avif 480w, \/media\/home\/hero-poster-960\.avif 960w"/,
  );
  const poster = /<img[^>]*hero-poster[^>]*>/.exec(html)?.[0] ?? '';
  expect(poster).toContain('fetchPriority="high"');
  expect(poster).toContain('width="960"');
  expect(poster).toContain('height="540"');
  expect(poster).not.toContain('loading="lazy"');
  expect(html).not.toContain('<video');
  expect(html).not.toContain('<iframe');
  // Every other image waits until it is needed.
  const otherImages = [...html.matchAll(/<img[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !tag.includes('hero-poster'));
  expect(otherImages.length).toBeGreaterThan(10);
  for (const tag of otherImages) expect(tag).toContain('loading="lazy"');
});

test('the background video gets its sources only once the page is idle, muted and looping, and can be paused', async () => {
  vi.useFakeTimers();
  emulateViewport({ width: 1280 });
  const { container } = renderAt(Home);

  expect(container.querySelector('video')).toBeNull();
  await act(async () => {
    vi.advanceTimersByTime(1500);
  });
  const video = container.querySelector('video');
  expect(video).not.toBeNull();
  expect([...video!.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
    'video/webm',
    'video/mp4',
  ]);
  expect(video!.muted).toBe(true);
  expect(video!.loop).toBe(true);
  expect(video).toHaveAttribute('playsinline');
  expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
  expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Play background video' })).toBeInTheDocument();
});

test('under prefers-reduced-motion the video is not loaded until the visitor asks for it', async () => {
  vi.useFakeTimers();
  emulateViewport({ width: 1280, reducedMotion: true });
  const { container } = renderAt(Home);

  await act(async () => {
    vi.advanceTimersByTime(10_000);
  });
  expect(container.querySelector('video')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
  expect(container.querySelector('video')).not.toBeNull();
  expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
});

test('the intro card claims over 1000 spots and offers a call link', () => {
  renderAt(Home);

  const intro = screen.getByRole('region', { name: 'OVER 1000 SPOTS AVAILABLE IMMEDIATELY IN CORNWALL!' });
  expect(within(intro).getByRole('link', { name: `Call us: ${BUSINESS_CONTACT.phoneDisplay}` })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );
});

test('five service cards link to the five service pages, each with its illustration', () => {
  renderAt(Home);

  const services = screen.getByRole('region', { name: 'Our services' });
  const links = within(services).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/services/YardManagement',
    '/services/parking',
    '/services/trailer-care',
    '/services/truck-Mechanic',
    '/services/mobile-wash',
  ]);
  for (const link of links)
    expect(link.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^\/media\/services\/.+\.svg$/));
});

test('the location carousel links to the four yards, and is circular', () => {
  emulateViewport({ width: 1280 });
  renderAt(Home);

  const carousel = screen.getByRole('region', { name: 'Parking locations' });
  const hrefs = [...carousel.querySelectorAll('[aria-roledescription="slide"] a')].map((link) =>
    link.getAttribute('href'),
  );
  expect(hrefs).toEqual(['/location/mavid', '/location/derry', '/location/lake', '/location/dean']);
  // Circular: "previous" is available from the very first view and wraps to the end.
  const previous = within(carousel).getByRole('button', { name: 'Previous slide' });
  expect(previous).toBeEnabled();
  fireEvent.click(previous);
  expect(visibleSlides(carousel)).toEqual(['/location/derry', '/location/lake', '/location/dean']);
});

test('the location carousel advances every 4000 ms and the partners carousel every 3000 ms, not wrapping under the buttons', () => {
  vi.useFakeTimers();
  emulateViewport({ width: 700 });
  renderAt(Home);
  const locations = screen.getByRole('region', { name: 'Parking locations' });
  const partners = screen.getByRole('region', { name: 'Partners' });

  expect(visibleSlides(locations)).toEqual(['/location/mavid']);
  expect(visibleSlides(partners)).toEqual([PARTNERS[0]!.name]);
  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(visibleSlides(locations)).toEqual(['/location/mavid']);
  expect(visibleSlides(partners)).toEqual([PARTNERS[1]!.name]);
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(visibleSlides(locations)).toEqual(['/location/derry']);

  expect(within(partners).getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  fireEvent.click(within(partners).getByRole('button', { name: 'Next slide' }));
  expect(visibleSlides(partners)).toEqual([PARTNERS[2]!.name]);
  expect(within(partners).getByRole('button', { name: 'Next slide' })).toBeDisabled();
});

test('the offers are listed with the note that they may change', () => {
  renderAt(Home);

  const offers = screen.getByRole('region', { name: 'Current offers' });
  for (const offer of OFFERS.en)
    expect(within(offers).getByRole('heading', { level: 3, name: offer.title })).toBeInTheDocument();
  expect(within(offers).getByText(/may change/)).toBeInTheDocument();
});

test('the contact prompt leads to /contact and shows the head-office map only when asked, with a link that always works', () => {
  renderAt(Home);

  const prompt = screen.getByRole('region', { name: 'Questions? Talk to us' });
  expect(within(prompt).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  expect(within(prompt).getByRole('link', { name: /in Google Maps$/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${SITE.headOffice.latitude}%2C${SITE.headOffice.longitude}`,
  );
  expect(prompt.querySelector('iframe')).toBeNull();

  fireEvent.click(within(prompt).getByRole('button', { name: /Show the map/ }));
  const frame = within(prompt).getByTitle(`Map of our head office in ${SITE.headOffice.city}`);
  expect(frame).toHaveAttribute(
    'src',
    expect.stringContaining(`q=${SITE.headOffice.latitude},${SITE.headOffice.longitude}`),
  );
});

test('the partners carousel shows the three partners by name', () => {
  renderAt(Home);

  const partners = screen.getByRole('region', { name: 'Partners' });
  expect([...partners.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(
    PARTNERS.map((partner) => partner.name),
  );
});

test('the home page, served at both / and /home, names /home as its one canonical address', () => {
  const descriptors = meta({ location: { pathname: '/' } } as Parameters<typeof meta>[0]) ?? [];
  const canonical = descriptors.find((descriptor) => 'rel' in descriptor && descriptor.rel === 'canonical');
  expect(canonical).toMatchObject({ tagName: 'link', href: expect.stringMatching(/\/home$/) });
});

test('the not-found page offers the way home, to booking and to call', () => {
  renderAt(NotFound);

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find that page');
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
  expect(screen.getByRole('link', { name: 'Book a spot online' })).toHaveAttribute('href', '/request');
  expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:${BUSINESS_CONTACT.phoneE164}`);
});
