import { imageMimeType, imageSrcSet, imageUrl, type ImageAsset } from '../../content/media.ts';
import { useI18n } from '../../i18n/i18n.tsx';

export interface ResponsiveImageProps {
  image: ImageAsset;
  /** Overrides the registry's default text; pass '' when the picture is decorative where it is used. */
  alt?: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. '(min-width: 768px) 50vw, 100vw'. */
  sizes: string;
  /** For the page's largest above-the-fold image (its LCP): loaded at once, with high priority. */
  priority?: boolean;
  /** Classes of the `<img>` (the `<picture>` wrapper takes no box of its own). */
  className?: string;
}

/**
 * An image of the media registry: AVIF and WebP in several widths for the browser to choose from,
 * with width and height set so the page keeps its layout while the file loads.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const loadingProps = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const { language } = useI18n();
  const text = alt ?? image.alt[language];

  if (image.kind === 'vector') {
    return (
      <img
        src={imageUrl(image)}
        alt={text}
        width={image.width}
        height={image.height}
        className={className}
        {...loadingProps}
      />
    );
  }

  const fallbackFormat = image.formats[image.formats.length - 1] ?? 'webp';
  const sourceFormats = image.formats.slice(0, -1);
  // The fallback `src` is a middle width: good enough for a browser that ignores srcset.
  const fallbackWidth = image.widths[Math.floor((image.widths.length - 1) / 2)] ?? image.width;
  return (
    <picture className="contents">
      {sourceFormats.map((format) => (
        <source key={format} type={imageMimeType(format)} srcSet={imageSrcSet(image, format)} sizes={sizes} />
      ))}
      <img
        src={imageUrl(image, fallbackWidth, fallbackFormat)}
        srcSet={imageSrcSet(image, fallbackFormat)}
        sizes={sizes}
        alt={text}
        width={image.width}
        height={image.height}
        className={className}
        {...loadingProps}
      />
    </picture>
  );
}
