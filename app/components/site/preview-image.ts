import type { Language } from '../../../domain/language.ts';
import { imageUrl, type ImageAsset } from '../../content/media.ts';
import type { PageImage } from '../layout/page-meta.ts';

/**
 * A page's link-preview picture (Open Graph): the largest WebP of its hero. Previews ignore AVIF and
 * SVG, so a drawing with no WebP gives none (the page's title and description still show).
 */
export function previewImage(image: ImageAsset, language: Language): PageImage | undefined {
  if (image.kind !== 'raster' || !image.formats.includes('webp')) return undefined;
  return {
    src: imageUrl(image, image.width, 'webp'),
    alt: image.alt[language],
    width: image.width,
    height: image.height,
    type: 'image/webp',
  };
}
