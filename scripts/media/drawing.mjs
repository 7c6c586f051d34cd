/**
 * Drawing primitives for the site's illustrations: flat shapes in the brand's navy and gold, as SVG
 * strings. Every scene in scenes.mjs is composed from these, so the set looks like one hand drew it.
 */

export const COLORS = {
  navy950: '#06122b',
  navy900: '#0b1f3f',
  navy800: '#12305e',
  navy700: '#1c437f',
  navy600: '#2a5596',
  navy300: '#8a9dbd',
  navy200: '#b8c4d9',
  navy100: '#e6ecf5',
  navy50: '#f3f6fb',
  gold700: '#8a6400',
  gold500: '#d49a00',
  gold400: '#f2b705',
  gold300: '#f7cf5c',
  gold100: '#fdf3d2',
  white: '#ffffff',
  asphalt: '#3b4658',
  asphaltLight: '#556179',
  grass: '#7f9c6b',
  grassDark: '#5f7d4e',
  skin: '#c98e63',
  skinDark: '#8d5a3b',
};

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export function svgDocument(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function group(transform, body) {
  return `<g transform="${transform}">${body}</g>`;
}

export function linearGradient(id, stops, { x2 = 0, y2 = 1 } = {}) {
  const stopTags = stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`;
}

export function radialGradient(id, stops) {
  const stopTags = stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
  return `<radialGradient id="${id}">${stopTags}</radialGradient>`;
}

/** A tractor-trailer facing right, wheels on y = 0, starting at x = 0 (about 500 long, 190 high). */
export function truck({
  trailer = COLORS.navy100,
  cab = COLORS.navy700,
  stripe = COLORS.gold400,
  lights = false,
} = {}) {
  const wheel = (x) =>
    `<circle cx="${x}" cy="-18" r="18" fill="${COLORS.navy950}"/><circle cx="${x}" cy="-18" r="7" fill="${COLORS.navy300}"/>`;
  return [
    // trailer box
    `<rect x="0" y="-188" width="360" height="150" rx="6" fill="${trailer}"/>`,
    `<rect x="0" y="-80" width="360" height="10" fill="${stripe}"/>`,
    `<rect x="0" y="-38" width="360" height="8" fill="${COLORS.navy900}"/>`,
    `<rect x="30" y="-30" width="40" height="22" fill="${COLORS.navy900}"/>`,
    // fifth wheel and chassis
    `<rect x="330" y="-40" width="160" height="12" fill="${COLORS.navy950}"/>`,
    // cab
    `<path d="M372 -30 V-150 Q372 -158 380 -158 H440 Q452 -158 458 -146 L488 -96 Q492 -90 492 -80 V-30 Z" fill="${cab}"/>`,
    `<path d="M420 -146 H446 L472 -100 H420 Z" fill="${COLORS.navy100}" opacity="0.85"/>`,
    `<rect x="380" y="-170" width="8" height="28" rx="3" fill="${COLORS.navy300}"/>`,
    `<rect x="484" y="-62" width="10" height="12" rx="2" fill="${lights ? COLORS.gold300 : COLORS.gold400}"/>`,
    lights ? `<path d="M494 -58 L640 -92 L640 -14 Z" fill="${COLORS.gold300}" opacity="0.25"/>` : '',
    wheel(60),
    wheel(100),
    wheel(300),
    wheel(336),
    wheel(404),
    wheel(462),
  ].join('');
}

/** A detached trailer on its landing gear, facing right, wheels on y = 0 (about 370 long). */
export function trailer({ body = COLORS.navy100, stripe = COLORS.gold400 } = {}) {
  const wheel = (x) =>
    `<circle cx="${x}" cy="-18" r="18" fill="${COLORS.navy950}"/><circle cx="${x}" cy="-18" r="7" fill="${COLORS.navy300}"/>`;
  return [
    `<rect x="0" y="-188" width="360" height="150" rx="6" fill="${body}"/>`,
    `<rect x="0" y="-80" width="360" height="10" fill="${stripe}"/>`,
    `<rect x="0" y="-38" width="300" height="8" fill="${COLORS.navy900}"/>`,
    `<rect x="300" y="-38" width="8" height="38" fill="${COLORS.navy800}"/>`,
    `<rect x="292" y="-4" width="24" height="6" fill="${COLORS.navy800}"/>`,
    wheel(50),
    wheel(92),
  ].join('');
}

/** A chain-link fence with barbed wire from x1 to x2, standing on y = 0, `height` tall. */
export function fence(x1, x2, height = 120, color = COLORS.navy300) {
  const posts = [];
  for (let x = x1; x <= x2; x += 60) {
    posts.push(`<rect x="${x - 3}" y="${-height - 14}" width="6" height="${height + 14}" fill="${color}"/>`);
    posts.push(`<path d="M${x} ${-height - 14} l-10 -12" stroke="${color}" stroke-width="3"/>`);
  }
  const mesh = `<rect x="${x1}" y="${-height}" width="${x2 - x1}" height="${height}" fill="url(#mesh)" opacity="0.7"/>`;
  const rails = `<rect x="${x1}" y="${-height}" width="${x2 - x1}" height="4" fill="${color}"/>`;
  const wire = [0, 8, 16]
    .map(
      (offset) =>
        `<path d="M${x1} ${-height - 10 - offset} H${x2}" stroke="${color}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    )
    .join('');
  return mesh + rails + wire + posts.join('');
}

/** The fence's mesh pattern; add to the document's defs when fence() is used. */
export function meshPattern(color = COLORS.navy300) {
  return `<pattern id="mesh" width="16" height="16" patternUnits="userSpaceOnUse"><path d="M0 0 L16 16 M16 0 L0 16" stroke="${color}" stroke-width="1.2"/></pattern>`;
}

/** A sliding electric gate (closed part `width` wide) on y = 0, with its motor box and warning light. */
export function gate(width = 200, height = 110, { light = COLORS.gold400, open = 0 } = {}) {
  const bars = [];
  const shift = open * width;
  for (let x = 10; x < width; x += 22)
    bars.push(`<rect x="${x + shift}" y="${-height + 8}" width="5" height="${height - 16}" fill="${COLORS.navy200}"/>`);
  return [
    `<rect x="${shift}" y="${-height}" width="${width}" height="8" fill="${COLORS.navy200}"/>`,
    `<rect x="${shift}" y="-16" width="${width}" height="8" fill="${COLORS.navy200}"/>`,
    bars.join(''),
    `<rect x="-36" y="-60" width="30" height="60" rx="3" fill="${COLORS.navy700}"/>`,
    `<rect x="-26" y="-${height + 40}" width="10" height="${height - 20}" fill="${COLORS.navy700}"/>`,
    `<circle cx="-21" cy="-${height + 46}" r="10" fill="${light}"/>`,
  ].join('');
}

/** A yard floodlight pole on y = 0 with its lamp at the top; `glow` adds the light cone (0..1). */
export function lightPole(height = 300, glow = 1) {
  return [
    `<rect x="-5" y="${-height}" width="10" height="${height}" fill="${COLORS.navy700}"/>`,
    `<rect x="-34" y="${-height - 6}" width="68" height="14" rx="4" fill="${COLORS.navy800}"/>`,
    `<rect x="-28" y="${-height + 6}" width="56" height="6" rx="2" fill="${COLORS.gold300}"/>`,
    glow > 0
      ? `<path d="M-28 ${-height + 12} L-150 0 H150 L28 ${-height + 12} Z" fill="url(#cone)" opacity="${(0.55 * glow).toFixed(3)}"/>`
      : '',
  ].join('');
}

/** The light cone gradient used by lightPole(). */
export function coneGradient() {
  return linearGradient('cone', [
    [0, COLORS.gold300, 0.9],
    [1, COLORS.gold300, 0],
  ]);
}

/** A security camera on a bracket, mounted at (0, 0), looking left. */
export function camera() {
  return [
    `<rect x="-4" y="-4" width="8" height="30" fill="${COLORS.navy700}"/>`,
    `<g transform="rotate(-15)"><rect x="-46" y="-16" width="50" height="22" rx="5" fill="${COLORS.navy100}"/><rect x="-54" y="-13" width="10" height="16" rx="2" fill="${COLORS.navy900}"/><circle cx="-8" cy="-5" r="3" fill="#e0483e"/></g>`,
  ].join('');
}

/** A standing person, feet on y = 0 (about 170 tall); `hat` draws a hard hat, `vest` a safety vest. */
export function person({
  shirt = COLORS.navy700,
  trousers = COLORS.navy900,
  skin = COLORS.skin,
  hat = true,
  vest = true,
  arm = 'down',
} = {}) {
  const armPath =
    arm === 'up'
      ? `<path d="M14 -128 L44 -160" stroke="${shirt}" stroke-width="16" stroke-linecap="round"/>`
      : arm === 'forward'
        ? `<path d="M14 -128 L52 -112" stroke="${shirt}" stroke-width="16" stroke-linecap="round"/>`
        : `<path d="M14 -128 L22 -84" stroke="${shirt}" stroke-width="16" stroke-linecap="round"/>`;
  return [
    `<path d="M-14 -70 L-16 0 M10 -70 L14 0" stroke="${trousers}" stroke-width="18" stroke-linecap="round"/>`,
    `<rect x="-24" y="-138" width="44" height="74" rx="16" fill="${shirt}"/>`,
    vest
      ? `<path d="M-22 -132 H18 V-74 H-22 Z" fill="${COLORS.gold400}" opacity="0.95"/><path d="M-22 -104 H18" stroke="${COLORS.navy100}" stroke-width="5"/>`
      : '',
    `<path d="M-20 -128 L-28 -84" stroke="${shirt}" stroke-width="16" stroke-linecap="round"/>`,
    armPath,
    `<circle cx="-2" cy="-158" r="19" fill="${skin}"/>`,
    hat
      ? `<path d="M-24 -162 Q-2 -196 20 -162 Z" fill="${COLORS.gold300}"/><rect x="-26" y="-166" width="48" height="6" rx="3" fill="${COLORS.gold500}"/>`
      : `<path d="M-21 -162 Q-2 -186 17 -162 Z" fill="${COLORS.navy950}"/>`,
  ].join('');
}

export function tree(scale = 1, color = COLORS.grassDark) {
  return group(
    `scale(${scale})`,
    `<rect x="-6" y="-60" width="12" height="60" fill="${COLORS.navy800}"/><circle cx="0" cy="-90" r="42" fill="${color}"/><circle cx="-24" cy="-70" r="26" fill="${color}"/><circle cx="24" cy="-72" r="28" fill="${color}"/>`,
  );
}

/** A map pin whose point is at (0, 0). */
export function mapPin(color = COLORS.gold400) {
  return `<path d="M0 0 C-8 -22 -30 -40 -30 -62 A30 30 0 0 1 30 -62 C30 -40 8 -22 0 0 Z" fill="${color}" stroke="${COLORS.navy900}" stroke-width="4"/><circle cx="0" cy="-62" r="11" fill="${COLORS.navy900}"/>`;
}

/** Ground with parking-bay lines across the whole width. */
export function parkingLines(y, x1, x2, step = 130, color = COLORS.navy100) {
  const lines = [];
  for (let x = x1; x <= x2; x += step)
    lines.push(`<path d="M${x} ${y} l-30 60" stroke="${color}" stroke-width="4" opacity="0.6"/>`);
  return lines.join('');
}

export function stars(width, height, count, seed = 7, opacityFor = () => 0.8) {
  let state = seed;
  const random = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  const dots = [];
  for (let index = 0; index < count; index += 1) {
    const x = (random() * width).toFixed(1);
    const y = (random() * height).toFixed(1);
    const r = (0.8 + random() * 1.6).toFixed(1);
    dots.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${COLORS.navy100}" opacity="${opacityFor(index).toFixed(2)}"/>`,
    );
  }
  return dots.join('');
}
