import { useEffect, useRef, useState } from 'react';
import { MAP_PLACEHOLDER_IMAGE, type ImageAsset } from '../../content/media.ts';
import { ResponsiveImage } from './responsive-image.tsx';
import { useI18n } from '../../i18n/i18n.tsx';

/** Start loading the frame a little before it scrolls into view, so it is there when it arrives. */
const LOAD_MARGIN = '200px';
const DEFAULT_ZOOM = 14;

export interface LazyMapProps {
  /** The frame's accessible name, e.g. 'Map of our Mississauga head office'. */
  title: string;
  latitude: number;
  longitude: number;
  zoom?: number;
  /** The place, for the link text ('Open <label> in Google Maps'); defaults to the title. */
  label?: string;
  /** Shown until the map loads; a drawn street map, by default a generic one. */
  placeholderImage?: ImageAsset;
  /** Classes of the outer box (its width; the map keeps its own aspect ratio). */
  className?: string;
}

/** Embed address of the map provider; needs no API key. The server's CSP allows it in frame-src. */
export function mapEmbedUrl(latitude: number, longitude: number, zoom = DEFAULT_ZOOM): string {
  return `https://maps.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;
}

/** The same place on the provider's own site or app: works wherever the frame cannot. */
export function mapLinkUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}

/**
 * An embedded map that costs nothing until wanted: nothing is fetched from the provider until the
 * map comes near the viewport or its button is pressed (no third-party request on page load). The
 * box has a fixed aspect ratio, so swapping the placeholder for the frame moves nothing. A plain
 * link to the provider is always there, for when the frame cannot load (blocked, offline, no JS).
 */
export function LazyMap({
  title,
  latitude,
  longitude,
  zoom = DEFAULT_ZOOM,
  label,
  placeholderImage,
  className,
}: LazyMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [focusFrame, setFocusFrame] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (loaded || !box || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setLoaded(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [loaded]);

  useEffect(() => {
    // The button that was pressed is gone; keep the keyboard user where they meant to be.
    if (loaded && focusFrame) frameRef.current?.focus();
  }, [loaded, focusFrame]);

  const { t, rich } = useI18n();
  const place = label ?? title;
  return (
    <div className={className}>
      <div ref={boxRef} className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-navy-100 sm:aspect-video">
        {loaded ? (
          <iframe
            ref={frameRef}
            title={title}
            src={mapEmbedUrl(latitude, longitude, zoom)}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <>
            <ResponsiveImage
              image={placeholderImage ?? MAP_PLACEHOLDER_IMAGE}
              alt=""
              sizes="(min-width: 768px) 50vw, 100vw"
              className="absolute inset-0 h-full w-full object-cover"
            />
            <div className="absolute inset-0 flex items-center justify-center p-4">
              <button
                type="button"
                onClick={() => {
                  setFocusFrame(true);
                  setLoaded(true);
                }}
                className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-4 font-semibold text-white shadow-lg hover:bg-navy-800"
              >
                {rich('ui.map.show', { title, hidden: (text) => <span className="sr-only">{text}</span> })}
              </button>
            </div>
          </>
        )}
      </div>
      <p className="mt-2">
        <a
          href={mapLinkUrl(latitude, longitude)}
          className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
        >
          {t('ui.map.open', { place })}
        </a>
      </p>
    </div>
  );
}
