import { useEffect, useRef, useState } from 'react';
import type { VideoAsset } from '../../content/media.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * How wide the 16:9 poster is drawn to cover the hero: on a phone the hero is taller than wide, so
 * the picture spans about three screen widths. Saying so matters beyond the file choice: the
 * browser counts an image it must upscale as smaller for LCP, and the clip fading in over it would
 * then become a later, "larger" LCP.
 */
const POSTER_SIZES = '(max-width: 767px) 300vw, (max-width: 1023px) 140vw, 100vw';

/**
 * The hero's looping background clip. The prerendered page shows only the poster (the page's LCP
 * image, small and fetched first); the video element and its sources are added after hydration,
 * once the browser is idle, so the clip never competes with the first paint. It stays unloaded
 * under prefers-reduced-motion or Save-Data, pauses while scrolled out of view, and has a visible
 * pause/play control (WCAG 2.2.2: moving content that starts by itself can be stopped).
 */
export function HeroBackgroundVideo({ video }: { video: VideoAsset }) {
  const { t } = useI18n();
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [load, setLoad] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [inView, setInView] = useState(true);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    setHydrated(true);
    if (prefersReducedMotion() || saveData()) {
      setUserPaused(true);
      return undefined;
    }
    return whenIdleAfterLoad(() => setLoad(true));
  }, []);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const onChange = () => {
      if (query.matches) setUserPaused(true);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setInView(entry.isIntersecting);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = videoRef.current;
    if (!load || !element) return;
    if (userPaused || !inView) {
      element.pause();
      return;
    }
    // React sets `muted` as a property only; browsers allow autoplay of muted media.
    element.muted = true;
    // Old browsers return nothing from play(). Blocked (e.g. by a battery saver): leave the poster
    // and offer the play button.
    const attempt: Promise<void> | undefined = element.play();
    void attempt?.catch(() => setUserPaused(true));
  }, [load, userPaused, inView]);

  const paused = userPaused || !load;
  return (
    <div ref={boxRef} className="absolute inset-0">
      <ResponsiveImage
        image={video.poster}
        sizes={POSTER_SIZES}
        priority
        className="absolute inset-0 h-full w-full object-cover"
      />
      {/*
       * The clip stops 4 px short of the hero's bottom edge (under the intro card; the poster shows
       * there, the same picture): it must paint a smaller area than the poster, or the browser takes
       * it, arriving later, as the page's largest paint.
       */}
      {load ? (
        <video
          ref={videoRef}
          aria-hidden="true"
          tabIndex={-1}
          muted
          loop
          playsInline
          preload="auto"
          width={video.width}
          height={video.height}
          onPlaying={() => setPlaying(true)}
          className={`absolute inset-x-0 top-0 bottom-1 h-[calc(100%-0.25rem)] w-full object-cover transition-opacity duration-700 ${playing ? 'opacity-100' : 'opacity-0'}`}
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      ) : null}
      {hydrated ? (
        <button
          type="button"
          onClick={() => {
            if (paused) {
              setUserPaused(false);
              setLoad(true);
            } else {
              setUserPaused(true);
            }
          }}
          className="absolute right-3 bottom-16 z-10 inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-gold-400 bg-navy-950/85 px-4 text-sm font-semibold text-white hover:bg-navy-900"
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
          {paused ? t('site.home.playVideo') : t('site.home.pauseVideo')}
        </button>
      ) : null}
    </div>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** The visitor asked their browser to save data (Chrome on Android's Lite mode and the like). */
function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Runs `callback` once the page has loaded and the browser is idle; returns a cancel function. */
function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 1500);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

const ICON = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, className: 'size-4' } as const;

function PauseIcon() {
  return (
    <svg {...ICON} fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg {...ICON} fill="currentColor">
      <path d="M7 5v14l12-7Z" />
    </svg>
  );
}
