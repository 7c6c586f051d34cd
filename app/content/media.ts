import type { LocationSlug } from './locations.ts';
import type { PerLanguage } from './per-language.ts';
import type { ServiceSlug } from './services.ts';

/**
 * Every image and video of the public site, in one place. The company's own photos and video are
 * not available yet, so these are illustrations and a clip drawn for this site (scripts/media/
 * regenerates them). To replace one, put the new files in public/media/ and change its one entry:
 * pages read nothing else.
 *
 * Raster files are named `<src>-<width>.<format>` (e.g. /media/services/parking-800.avif), one per
 * width and format listed; a vector image is the single file `<src>.svg`.
 */

/** Formats a browser picks from, best first; the last raster format is the `<img>` fallback. */
export type RasterFormat = 'avif' | 'webp' | 'jpeg';

export interface RasterImage {
  kind: 'raster';
  /** Path under public/ without width or extension. */
  src: string;
  /** Intrinsic size of the largest file: sets the aspect ratio, so the page never shifts. */
  width: number;
  height: number;
  /** Widths available, ascending; the last equals `width`. */
  widths: readonly number[];
  /** Formats available for every width, best first. */
  formats: readonly RasterFormat[];
  /** Default text alternative in each language; '' marks the image as decorative. */
  alt: PerLanguage<string>;
}

export interface VectorImage {
  kind: 'vector';
  /** Path under public/ without the `.svg` extension. */
  src: string;
  width: number;
  height: number;
  /** Text alternative in each language; '' marks the image as decorative. */
  alt: PerLanguage<string>;
  /**
   * A WebP of the drawing at full size, for link previews (Open Graph), which ignore SVG. Only
   * crawlers fetch it; pages show the SVG.
   */
  preview?: { src: string; width: number; height: number; type: 'image/webp' };
}

export type ImageAsset = RasterImage | VectorImage;

export interface VideoAsset {
  /** Sources, best first (the browser plays the first type it supports). */
  sources: readonly { src: string; type: string }[];
  width: number;
  height: number;
  /** Shown before the video plays, and instead of it under reduced motion or without JavaScript. */
  poster: ImageAsset;
  /** What the clip shows, for anyone who cannot see it. */
  description: PerLanguage<string>;
}

/*
 * The drawings are served as SVG: compressed, a scene is smaller than even its smallest AVIF, and
 * it stays sharp at every screen density and zoom. A photo
 * that replaces one becomes a raster entry (AVIF + WebP at several widths); pages need no change.
 */
const ILLUSTRATION_SIZE = { width: 1200, height: 675 } as const;
/** The alternative of a picture that adds nothing to read where it is shown. */
const DECORATIVE: PerLanguage<string> = { en: '', fr: '' };
const MAP_IMAGE_SIZE = { width: 800, height: 600 } as const;

function illustration(src: string, alt: PerLanguage<string>): VectorImage {
  return {
    kind: 'vector',
    src,
    ...ILLUSTRATION_SIZE,
    alt,
    preview: { src: `${src}-preview.webp`, ...ILLUSTRATION_SIZE, type: 'image/webp' },
  };
}

/** A drawing that never heads a page, so needs no link preview. */
function drawing(src: string, alt: PerLanguage<string>): VectorImage {
  return { kind: 'vector', src, ...ILLUSTRATION_SIZE, alt };
}

function mapImage(src: string, alt: PerLanguage<string>): VectorImage {
  return { kind: 'vector', src, ...MAP_IMAGE_SIZE, alt };
}

export const HOME_HERO_VIDEO: VideoAsset = {
  sources: [
    { src: '/media/home/hero.webm', type: 'video/webm' },
    { src: '/media/home/hero.mp4', type: 'video/mp4' },
  ],
  width: 960,
  height: 540,
  poster: {
    kind: 'raster',
    src: '/media/home/hero-poster',
    width: 960,
    height: 540,
    widths: [480, 960],
    formats: ['avif', 'webp'],
    // The heading over it says what the page is; the picture itself adds nothing to read.
    alt: DECORATIVE,
  },
  description: {
    en: 'A drawn night scene of a fenced, lit truck yard: trucks arrive through the gate while the yard lights sweep.',
    fr: 'Une scène de nuit dessinée d’une cour de camions clôturée et éclairée\u00a0: des camions franchissent la barrière sous les projecteurs.',
  },
};

export const SERVICE_IMAGES: Readonly<Record<ServiceSlug, ImageAsset>> = {
  YardManagement: illustration('/media/services/yard-management', {
    en: 'Illustration of a yard manager with a tablet directing a truck to its bay in an orderly yard.',
    fr: 'Illustration d’un gestionnaire de cour, tablette en main, qui dirige un camion vers sa place dans une cour bien ordonnée.',
  }),
  parking: illustration('/media/services/parking', {
    en: 'Illustration of trucks and trailers parked in a fenced yard with an electric gate, floodlights and a camera.',
    fr: 'Illustration de camions et de remorques stationnés dans une cour clôturée avec barrière électrique, projecteurs et caméra.',
  }),
  'trailer-care': illustration('/media/services/trailer-care', {
    en: 'Illustration of a trailer on stands with a technician checking its wheels and lights.',
    fr: 'Illustration d’une remorque sur chandelles et d’un technicien qui vérifie ses roues et ses feux.',
  }),
  'truck-Mechanic': illustration('/media/services/truck-mechanic', {
    en: 'Illustration of a mechanic with a wrench working on the engine of a truck with its hood open.',
    fr: 'Illustration d’un mécanicien, clé à la main, qui travaille sur le moteur d’un camion au capot ouvert.',
  }),
  'mobile-wash': illustration('/media/services/mobile-wash', {
    en: 'Illustration of a wash crew spraying a truck with water and foam in the yard.',
    fr: 'Illustration d’une équipe de lavage qui arrose un camion d’eau et de mousse dans la cour.',
  }),
};

export const LOCATION_IMAGES: Readonly<Record<LocationSlug, ImageAsset>> = {
  mavid: illustration('/media/locations/mavid', {
    en: 'Illustration of the Milton yard at Lawson Rd and Hwy 25: a fenced asphalt lot with rows of trailers.',
    fr: 'Illustration de la cour de Milton, à Lawson Rd et Hwy 25\u00a0: un terrain asphalté et clôturé avec des rangées de remorques.',
  }),
  derry: illustration('/media/locations/derry', {
    en: 'Illustration of the Mississauga yard at Derry Rd W and Mavis Rd: trucks parked by the gated entry.',
    fr: 'Illustration de la cour de Mississauga, à Derry Rd W et Mavis Rd\u00a0: des camions stationnés près de l’entrée à barrière.',
  }),
  lake: illustration('/media/locations/lake', {
    en: 'Illustration of the Whitby yard at Lake Ridge Rd and Taunton Rd W: a lit yard with trucks at dusk.',
    fr: 'Illustration de la cour de Whitby, à Lake Ridge Rd et Taunton Rd W\u00a0: une cour éclairée avec des camions au crépuscule.',
  }),
  dean: illustration('/media/locations/dean', {
    en: 'Illustration of the Adjala-Tosorontio yard at Dean Dr and Concession Rd 7: a rural yard with trailers and fields.',
    fr: 'Illustration de la cour d’Adjala-Tosorontio, à Dean Dr et Concession Rd 7\u00a0: une cour en campagne avec des remorques et des champs.',
  }),
};

/** A drawn street map of each yard's corner, shown beside the embedded map (and instead of it until it loads). */
export const LOCATION_MAP_IMAGES: Readonly<Record<LocationSlug, ImageAsset>> = {
  mavid: mapImage('/media/maps/mavid', {
    en: 'Map: the Milton yard at Lawson Rd and Hwy 25, south of Steeles Ave, between Hwy 401 and Hwy 407.',
    fr: 'Carte\u00a0: la cour de Milton, à Lawson Rd et Hwy 25, au sud de Steeles Ave, entre les autoroutes 401 et 407.',
  }),
  derry: mapImage('/media/maps/derry', {
    en: 'Map: the Mississauga yard at Derry Rd W and Mavis Rd, between Hurontario St and Creditview Rd, near Hwy 401 and Hwy 407.',
    fr: 'Carte\u00a0: la cour de Mississauga, à Derry Rd W et Mavis Rd, entre Hurontario St et Creditview Rd, près des autoroutes 401 et 407.',
  }),
  lake: mapImage('/media/maps/lake', {
    en: 'Map: the Whitby yard at Lake Ridge Rd and Taunton Rd W, north of Rossland Rd W, near Hwy 401 and Hwy 407.',
    fr: 'Carte\u00a0: la cour de Whitby, à Lake Ridge Rd et Taunton Rd W, au nord de Rossland Rd W, près des autoroutes 401 et 407.',
  }),
  dean: mapImage('/media/maps/dean', {
    en: 'Map: the Adjala-Tosorontio yard at Dean Dr and Concession Rd 7, near Highway 50 and County Rd 1.',
    fr: 'Carte\u00a0: la cour d’Adjala-Tosorontio, à Dean Dr et Concession Rd 7, près de la route 50 et de County Rd 1.',
  }),
};

/** Stands in for an embedded map until it loads (app/components/ui/lazy-map.tsx); decorative. */
export const MAP_PLACEHOLDER_IMAGE: VectorImage = {
  kind: 'vector',
  src: '/media/maps/placeholder',
  width: 800,
  height: 450,
  alt: DECORATIVE,
};

export const ABOUT_HERO_IMAGE: ImageAsset = illustration('/media/about/hero', {
  en: 'Illustration of the company team in front of a secure yard, with a truck, a trailer and the office.',
  fr: 'Illustration de l’équipe de l’entreprise devant une cour sécurisée, avec un camion, une remorque et le bureau.',
});

/** Logos drawn for the three example partners of app/content/partners.ts (fictional companies). */
export const PARTNER_LOGOS = {
  northline: {
    kind: 'vector',
    src: '/media/partners/northline',
    width: 280,
    height: 120,
    alt: { en: 'Northline Freight logo', fr: 'Logo de Northline Freight' },
  },
  mapleHaul: {
    kind: 'vector',
    src: '/media/partners/maple-haul',
    width: 280,
    height: 120,
    alt: { en: 'Maple Haul Logistics logo', fr: 'Logo de Maple Haul Logistics' },
  },
  greatLakes: {
    kind: 'vector',
    src: '/media/partners/great-lakes',
    width: 280,
    height: 120,
    alt: { en: 'Great Lakes Carriers logo', fr: 'Logo de Great Lakes Carriers' },
  },
} as const satisfies Record<string, VectorImage>;

export const OFFER_IMAGES = {
  firstMonth: drawing('/media/offers/first-month', DECORATIVE),
  longTerm: drawing('/media/offers/long-term', DECORATIVE),
  fleet: drawing('/media/offers/fleet', DECORATIVE),
} as const satisfies Record<string, ImageAsset>;

/** Every image above, for the generator (scripts/media/) and the test that each file exists. */
export const SITE_IMAGES: readonly ImageAsset[] = [
  HOME_HERO_VIDEO.poster,
  ...Object.values(SERVICE_IMAGES),
  ...Object.values(LOCATION_IMAGES),
  ...Object.values(LOCATION_MAP_IMAGES),
  MAP_PLACEHOLDER_IMAGE,
  ABOUT_HERO_IMAGE,
  ...Object.values(PARTNER_LOGOS),
  ...Object.values(OFFER_IMAGES),
];

const MIME_TYPES: Record<RasterFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const EXTENSIONS: Record<RasterFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export function imageMimeType(format: RasterFormat): string {
  return MIME_TYPES[format];
}

/** URL of one file of an image: a width and format of a raster image, or the vector file. */
export function imageUrl(image: ImageAsset, width?: number, format?: RasterFormat): string {
  if (image.kind === 'vector') return `${image.src}.svg`;
  const chosenWidth = width ?? image.width;
  const chosenFormat = format ?? image.formats[image.formats.length - 1] ?? 'webp';
  return `${image.src}-${chosenWidth}.${EXTENSIONS[chosenFormat]}`;
}

/** `srcset` value listing every width of one format. */
export function imageSrcSet(image: RasterImage, format: RasterFormat): string {
  return image.widths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(', ');
}

/** Every file an image consists of (the media test checks each exists in public/). */
export function imageFiles(image: ImageAsset): string[] {
  if (image.kind === 'vector') return image.preview ? [imageUrl(image), image.preview.src] : [imageUrl(image)];
  return image.formats.flatMap((format) => image.widths.map((width) => imageUrl(image, width, format)));
}
