/**
 * The site's illustrations as SVG documents (1200 × 675 scenes, 800 × 600 maps, 240 × 120 logos).
 * Each export returns one complete SVG string; generate-images.mjs rasterises them.
 */
import {
  camera,
  COLORS,
  coneGradient,
  fence,
  FONT,
  gate,
  group,
  lightPole,
  linearGradient,
  mapPin,
  meshPattern,
  parkingLines,
  person,
  radialGradient,
  stars,
  svgDocument,
  trailer,
  tree,
  truck,
} from './drawing.mjs';

const W = 1200;
const H = 675;

function sky(id, top, bottom) {
  return {
    defs: linearGradient(id, [
      [0, top],
      [1, bottom],
    ]),
    body: `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
  };
}

function daySky() {
  return sky('sky', COLORS.navy200, COLORS.navy50);
}

function duskSky() {
  return sky('sky', COLORS.navy800, COLORS.gold300);
}

function nightSky() {
  return sky('sky', COLORS.navy950, COLORS.navy800);
}

function ground(y, color = COLORS.asphalt) {
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`;
}

function hills(y, color = COLORS.navy300) {
  return `<path d="M0 ${y} Q150 ${y - 70} 320 ${y - 20} T700 ${y - 30} T1200 ${y - 40} V${y + 2} H0 Z" fill="${color}"/>`;
}

function scene(background, body, extraDefs = '') {
  return svgDocument(W, H, background.body + body, background.defs + meshPattern() + coneGradient() + extraDefs);
}

/** Yard Operations Management: a yard manager with a tablet directs a truck to its numbered bay. */
export function yardManagementScene() {
  const background = daySky();
  const bays = [0, 1, 2, 3]
    .map(
      (bay) =>
        `<text x="${170 + bay * 250}" y="640" font-family="${FONT}" font-size="34" font-weight="700" fill="${COLORS.navy100}" opacity="0.8">B${bay + 1}</text>`,
    )
    .join('');
  const tablet = `<g transform="translate(820 560)">${person({ arm: 'forward', shirt: COLORS.navy800 })}<rect x="40" y="-130" width="38" height="50" rx="5" fill="${COLORS.navy950}"/><rect x="44" y="-125" width="30" height="38" rx="2" fill="${COLORS.gold300}"/></g>`;
  return scene(
    background,
    [
      hills(380),
      ground(380),
      group('translate(0 380)', fence(0, W, 90)),
      parkingLines(520, 120, 1200, 250),
      group('translate(60 520) scale(0.62)', trailer({ body: COLORS.navy600 })),
      group('translate(330 520) scale(0.62)', trailer()),
      group('translate(420 660) scale(0.72)', truck({ cab: COLORS.navy700 })),
      bays,
      tablet,
      `<path d="M900 470 q60 -40 120 0" stroke="${COLORS.gold400}" stroke-width="8" fill="none" stroke-dasharray="14 10"/>`,
      `<path d="M1020 470 l-22 -4 l10 -18 z" fill="${COLORS.gold400}"/>`,
      group('translate(1090 380)', lightPole(250, 0)),
    ].join(''),
  );
}

/** Parking: trucks and trailers inside a fenced yard with an electric gate, floodlights and a camera. */
export function parkingScene() {
  const background = duskSky();
  return scene(
    background,
    [
      hills(360, COLORS.navy700),
      ground(360),
      group('translate(140 360)', lightPole(240, 0.8)),
      group('translate(640 360)', lightPole(240, 0.8)),
      group('translate(70 560) scale(0.6)', truck({ cab: COLORS.navy600 })),
      group('translate(420 560) scale(0.6)', trailer()),
      group('translate(700 560) scale(0.6)', trailer({ body: COLORS.navy200 })),
      parkingLines(560, 60, 1000, 170),
      group('translate(0 660)', fence(0, 840, 130)),
      group('translate(900 660)', gate(260, 120)),
      group('translate(1180 260)', camera()),
      `<rect x="1176" y="270" width="10" height="390" fill="${COLORS.navy700}"/>`,
    ].join(''),
  );
}

/** Trailer Care: a trailer on its stands while a technician checks its wheels and lights. */
export function trailerCareScene() {
  const background = daySky();
  const toolbox = `<g transform="translate(980 640)"><rect x="0" y="-70" width="120" height="70" rx="6" fill="${COLORS.gold400}"/><rect x="0" y="-48" width="120" height="6" fill="${COLORS.gold700}"/><rect x="40" y="-86" width="40" height="16" rx="4" fill="none" stroke="${COLORS.navy900}" stroke-width="6"/></g>`;
  return scene(
    background,
    [
      hills(400),
      ground(400, COLORS.asphaltLight),
      group('translate(100 620) scale(1.25)', trailer({ body: COLORS.navy100 })),
      `<circle cx="200" cy="590" r="44" fill="none" stroke="${COLORS.gold400}" stroke-width="8" stroke-dasharray="18 12"/>`,
      group('translate(680 640) scale(1.15)', person({ arm: 'forward', shirt: COLORS.navy700 })),
      `<path d="M744 508 l40 -18" stroke="${COLORS.navy900}" stroke-width="10" stroke-linecap="round"/>`,
      toolbox,
      `<rect x="545" y="438" width="14" height="20" rx="3" fill="#e0483e"/>`,
    ].join(''),
  );
}

/** Truck Mechanic: a mechanic works on the engine of a truck with its hood open, in the shop. */
export function truckMechanicScene() {
  const background = { defs: '', body: `<rect width="${W}" height="${H}" fill="${COLORS.navy800}"/>` };
  const shopDoor = `<rect x="80" y="80" width="1040" height="520" fill="${COLORS.navy700}"/>${[0, 1, 2, 3, 4, 5, 6, 7]
    .map((row) => `<rect x="80" y="${90 + row * 64}" width="1040" height="6" fill="${COLORS.navy600}"/>`)
    .join('')}`;
  const openCab = `<g transform="translate(240 600) scale(1.1)">
    <rect x="0" y="-40" width="420" height="14" fill="${COLORS.navy950}"/>
    <path d="M40 -26 V-200 Q40 -210 50 -210 H180 Q190 -210 190 -200 V-26 Z" fill="${COLORS.gold400}"/>
    <path d="M70 -196 H170 V-120 H70 Z" fill="${COLORS.navy100}" opacity="0.85"/>
    <path d="M190 -120 H330 V-40 H190 Z" fill="${COLORS.navy900}"/>
    <rect x="210" y="-110" width="90" height="50" rx="6" fill="${COLORS.navy300}"/>
    <rect x="225" y="-100" width="24" height="30" fill="${COLORS.navy600}"/><rect x="255" y="-100" width="24" height="30" fill="${COLORS.navy600}"/>
    <path d="M190 -124 L300 -240 L320 -232 L214 -116 Z" fill="${COLORS.gold500}"/>
    <circle cx="90" cy="-20" r="30" fill="${COLORS.navy950}"/><circle cx="90" cy="-20" r="12" fill="${COLORS.navy300}"/>
    <circle cx="300" cy="-20" r="30" fill="${COLORS.navy950}"/><circle cx="300" cy="-20" r="12" fill="${COLORS.navy300}"/>
  </g>`;
  const wrench = `<path d="M0 0 l46 -46" stroke="${COLORS.navy200}" stroke-width="10" stroke-linecap="round"/><circle cx="50" cy="-50" r="12" fill="none" stroke="${COLORS.navy200}" stroke-width="8"/>`;
  return scene(
    background,
    [
      shopDoor,
      `<rect x="0" y="600" width="${W}" height="75" fill="${COLORS.navy900}"/>`,
      `<rect x="0" y="600" width="${W}" height="8" fill="${COLORS.gold400}"/>`,
      openCab,
      group('translate(720 600) scale(1.15)', person({ arm: 'up', hat: false, vest: false, shirt: COLORS.navy600 })),
      group('translate(770 412)', wrench),
      `<g transform="translate(900 600)"><rect x="0" y="-160" width="180" height="160" rx="6" fill="${COLORS.navy900}"/>${[
        0, 1, 2,
      ]
        .map(
          (row) =>
            `<rect x="12" y="${-148 + row * 50}" width="156" height="40" rx="4" fill="${COLORS.gold400}"/><rect x="70" y="${-132 + row * 50}" width="40" height="6" rx="3" fill="${COLORS.gold700}"/>`,
        )
        .join('')}</g>`,
    ].join(''),
  );
}

/** Mobile Wash Onsite: a wash crew sprays a truck with water and foam, in the customer's yard. */
export function mobileWashScene() {
  const background = daySky();
  const bubbles = [
    [180, 430, 22],
    [230, 400, 16],
    [300, 440, 26],
    [360, 410, 18],
    [420, 450, 20],
    [500, 420, 24],
    [560, 445, 15],
    [260, 470, 14],
    [470, 470, 18],
    [620, 430, 20],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${COLORS.white}" opacity="0.9" stroke="${COLORS.navy200}" stroke-width="2"/>`,
    )
    .join('');
  const spray = [0, 1, 2, 3, 4]
    .map(
      (index) =>
        `<path d="M840 470 Q${760 - index * 25} ${400 + index * 18} ${690 - index * 20} ${420 + index * 30}" stroke="${COLORS.navy300}" stroke-width="5" fill="none" stroke-dasharray="10 8" opacity="0.9"/>`,
    )
    .join('');
  return scene(
    background,
    [
      hills(400),
      ground(400, COLORS.asphaltLight),
      `<rect x="0" y="600" width="${W}" height="75" fill="${COLORS.navy700}" opacity="0.25"/>`,
      group('translate(120 620) scale(1.1)', truck({ trailer: COLORS.white, cab: COLORS.navy700 })),
      bubbles,
      spray,
      group('translate(880 630) scale(1.1)', person({ arm: 'forward', shirt: COLORS.navy700 })),
      `<path d="M935 500 l-70 -24" stroke="${COLORS.navy900}" stroke-width="12" stroke-linecap="round"/>`,
      `<path d="M905 600 Q1000 640 1100 600" stroke="${COLORS.navy900}" stroke-width="8" fill="none"/>`,
      `<g transform="translate(1040 640)"><rect x="0" y="-120" width="140" height="110" rx="10" fill="${COLORS.gold400}"/><circle cx="30" cy="-8" r="14" fill="${COLORS.navy950}"/><circle cx="110" cy="-8" r="14" fill="${COLORS.navy950}"/><path d="M40 -80 q30 -30 60 0 q-30 30 -60 0" fill="${COLORS.navy700}"/></g>`,
    ].join(''),
  );
}

/** A yard at one of the four locations; `mood` and `setting` make each look like its place. */
function yardScene({ mood, rural = false, trailers = 3 }) {
  const background = mood === 'night' ? nightSky() : mood === 'dusk' ? duskSky() : daySky();
  const starField = mood === 'night' ? stars(W, 300, 60, 11) : '';
  const trees = rural
    ? [80, 220, 1000, 1120].map((x, index) => group(`translate(${x} 372)`, tree(0.8 + (index % 2) * 0.3))).join('')
    : '';
  const fields = rural ? `<path d="M0 380 Q600 340 1200 380 V400 H0 Z" fill="${COLORS.grass}"/>` : '';
  const rows = Array.from({ length: trailers }, (_, index) =>
    group(
      `translate(${70 + index * 280} 560) scale(0.66)`,
      trailer({ body: index % 2 ? COLORS.navy200 : COLORS.navy100 }),
    ),
  ).join('');
  const glow = mood === 'day' ? 0 : 1;
  return scene(
    background,
    [
      starField,
      hills(390, mood === 'day' ? COLORS.navy300 : COLORS.navy700),
      fields,
      trees,
      ground(390),
      group('translate(60 390)', lightPole(230, glow)),
      group('translate(1130 390)', lightPole(230, glow)),
      rows,
      parkingLines(560, 40, 1100, 280),
      group('translate(560 660) scale(0.75)', truck({ cab: COLORS.navy600, lights: mood !== 'day' })),
      group('translate(0 665)', fence(0, 520, 100)),
      group('translate(1000 665)', gate(200, 96, { open: 0 })),
    ].join(''),
  );
}

export function locationScene(slug) {
  const settings = {
    mavid: { mood: 'day', trailers: 4 },
    derry: { mood: 'dusk', trailers: 3 },
    lake: { mood: 'night', trailers: 3 },
    dean: { mood: 'day', rural: true, trailers: 2 },
  };
  return yardScene(settings[slug]);
}

/** About: the team in front of the office and a secure yard. */
export function aboutScene() {
  const background = duskSky();
  const office = `<g transform="translate(700 560)"><rect x="0" y="-220" width="420" height="220" fill="${COLORS.navy100}"/><rect x="0" y="-236" width="420" height="20" fill="${COLORS.navy700}"/>${[
    0, 1, 2, 3,
  ]
    .map((col) => `<rect x="${30 + col * 100}" y="-190" width="64" height="60" fill="${COLORS.gold300}"/>`)
    .join(
      '',
    )}<rect x="180" y="-110" width="60" height="110" fill="${COLORS.navy700}"/><rect x="120" y="-232" width="180" height="12" fill="${COLORS.gold400}"/></g>`;
  const team = [
    [380, { shirt: COLORS.navy700 }],
    [460, { shirt: COLORS.navy600, hat: false, vest: false, skin: COLORS.skinDark }],
    [540, { shirt: COLORS.navy800, arm: 'up' }],
    [620, { shirt: COLORS.navy700, hat: false, vest: false }],
  ]
    .map(([x, options]) => group(`translate(${x} 640)`, person(options)))
    .join('');
  return scene(
    background,
    [
      hills(400, COLORS.navy700),
      ground(560, COLORS.asphalt),
      `<rect x="0" y="400" width="${W}" height="160" fill="${COLORS.navy800}"/>`,
      group('translate(20 560) scale(0.6)', trailer()),
      group('translate(250 560) scale(0.6)', trailer({ body: COLORS.navy200 })),
      group('translate(0 560)', fence(0, 680, 110)),
      office,
      team,
    ].join(''),
  );
}

/** Offers: a calendar with the first month marked. */
export function firstMonthOfferScene() {
  const background = { defs: '', body: `<rect width="${W}" height="${H}" fill="${COLORS.navy900}"/>` };
  const cells = [];
  for (let row = 0; row < 4; row += 1)
    for (let col = 0; col < 7; col += 1)
      cells.push(
        `<rect x="${360 + col * 70}" y="${260 + row * 62}" width="56" height="48" rx="6" fill="${row === 0 && col < 7 ? COLORS.gold300 : COLORS.navy100}"/>`,
      );
  return scene(
    background,
    [
      `<rect x="330" y="140" width="540" height="420" rx="18" fill="${COLORS.white}"/>`,
      `<rect x="330" y="140" width="540" height="96" rx="18" fill="${COLORS.gold400}"/>`,
      `<rect x="330" y="200" width="540" height="36" fill="${COLORS.gold400}"/>`,
      `<rect x="410" y="110" width="20" height="64" rx="10" fill="${COLORS.navy700}"/><rect x="770" y="110" width="20" height="64" rx="10" fill="${COLORS.navy700}"/>`,
      cells.join(''),
      `<g transform="translate(900 420) rotate(-18)"><path d="M0 0 H190 L240 60 L190 120 H0 Z" fill="${COLORS.gold400}"/><circle cx="200" cy="60" r="12" fill="${COLORS.navy900}"/><text x="90" y="82" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="56" fill="${COLORS.navy900}">%</text></g>`,
    ].join(''),
  );
}

/** Offers: long-term rates, a row of calendar pages and a handshake-free, text-free lock of the rate. */
export function longTermOfferScene() {
  const background = { defs: '', body: `<rect width="${W}" height="${H}" fill="${COLORS.navy800}"/>` };
  const pages = [0, 1, 2, 3, 4, 5]
    .map(
      (index) =>
        `<g transform="translate(${170 + index * 130} ${200 + (index % 2) * 20})"><rect width="110" height="130" rx="10" fill="${COLORS.navy100}"/><rect width="110" height="34" rx="10" fill="${index === 5 ? COLORS.gold400 : COLORS.navy300}"/><rect y="24" width="110" height="10" fill="${index === 5 ? COLORS.gold400 : COLORS.navy300}"/></g>`,
    )
    .join('');
  const lock = `<g transform="translate(600 560)"><path d="M-60 -120 V-160 A60 60 0 0 1 60 -160 V-120" stroke="${COLORS.gold300}" stroke-width="22" fill="none"/><rect x="-95" y="-130" width="190" height="150" rx="20" fill="${COLORS.gold400}"/><circle cx="0" cy="-66" r="18" fill="${COLORS.navy900}"/><rect x="-7" y="-66" width="14" height="48" rx="6" fill="${COLORS.navy900}"/></g>`;
  return scene(background, [pages, lock].join(''));
}

/** Offers: fleet rates, a row of trucks side by side. */
export function fleetOfferScene() {
  const background = daySky();
  const trucks = [0, 1, 2]
    .map((index) =>
      group(
        `translate(${60 + index * 380} ${420 + index * 90}) scale(0.7)`,
        truck({ cab: [COLORS.navy700, COLORS.navy600, COLORS.navy800][index] }),
      ),
    )
    .join('');
  return scene(background, [hills(330), ground(330), parkingLines(400, 100, 1200, 200), trucks].join(''));
}

/** The home hero: the yard at night at time `t` (0..1 of the loop); t = 0 is also the poster. */
export function heroScene(t = 0, width = W, height = H) {
  const tau = Math.PI * 2;
  const beam = (angleDeg, originX, originY) =>
    `<path transform="rotate(${angleDeg.toFixed(2)} ${originX} ${originY})" d="M${originX} ${originY} L${originX - 90} ${originY + 520} H${originX + 90} Z" fill="url(#beam)" opacity="0.55"/>`;
  const beamA = beam(22 * Math.sin(tau * t), 180, 150);
  const beamB = beam(-22 * Math.sin(tau * t + 1.2), 1020, 150);
  const twinkle = (index) => 0.35 + 0.55 * (0.5 + 0.5 * Math.sin(tau * (t * (1 + (index % 3))) + index));
  const blink = Math.sin(tau * t * 4) > 0 ? COLORS.gold300 : COLORS.gold700;
  // Two trucks half a loop apart drive along the road behind the fence; both are off-frame at the wrap.
  const truckX = (phase) => -700 + ((t + phase) % 1) * 2600;
  const road = `<rect x="0" y="430" width="${W}" height="70" fill="${COLORS.navy900}"/><path d="M0 465 H${W}" stroke="${COLORS.gold500}" stroke-width="3" stroke-dasharray="30 24" opacity="0.6"/>`;
  const passing = [0, 0.5]
    .map((phase) =>
      group(
        `translate(${truckX(phase).toFixed(1)} 492) scale(0.5)`,
        truck({ cab: COLORS.navy600, trailer: COLORS.navy300, lights: true }),
      ),
    )
    .join('');
  const parked = [0, 1, 2, 3]
    .map((index) =>
      group(
        `translate(${40 + index * 300} 640) scale(0.62)`,
        trailer({ body: index % 2 ? COLORS.navy700 : COLORS.navy600, stripe: COLORS.gold500 }),
      ),
    )
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    stars(W, 330, 70, 5, twinkle),
    `<circle cx="980" cy="110" r="38" fill="${COLORS.gold100}" opacity="0.9"/><circle cx="996" cy="100" r="34" fill="${COLORS.navy900}"/>`,
    hills(420, COLORS.navy800),
    road,
    passing,
    `<rect x="0" y="500" width="${W}" height="175" fill="${COLORS.navy900}"/>`,
    group('translate(0 545)', fence(0, W, 70, COLORS.navy600)),
    beamA,
    beamB,
    group('translate(180 560)', lightPole(410, 0)),
    group('translate(1020 560)', lightPole(410, 0)),
    parked,
    `<circle cx="600" cy="520" r="9" fill="${blink}"/>`,
  ].join('');
  const defs =
    linearGradient('sky', [
      [0, COLORS.navy950],
      [1, COLORS.navy800],
    ]) +
    linearGradient('beam', [
      [0, COLORS.gold300, 0.9],
      [1, COLORS.gold300, 0],
    ]) +
    meshPattern(COLORS.navy600) +
    coneGradient() +
    radialGradient('halo', [
      [0, COLORS.gold300, 0.6],
      [1, COLORS.gold300, 0],
    ]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${`<defs>${defs}</defs>`}${body}</svg>`;
}

const MAP_W = 800;
const MAP_H = 600;

/**
 * A drawn street map of a yard's corner: the two roads that name it cross in the middle, other
 * roads it is known by, and arrows to the highways with their distances.
 */
function streetMap({ vertical, horizontal, extras = [], highways = [] }) {
  const road = (x1, y1, x2, y2, width, color) =>
    `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${color}" stroke-width="${width}" stroke-linecap="square"/>`;
  const label = (x, y, text, { rotate = 0, anchor = 'middle', size = 22, color = COLORS.navy900 } = {}) =>
    `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${color}" paint-order="stroke" stroke="${COLORS.navy50}" stroke-width="6">${text}</text>`;
  const blocks = [];
  for (let x = 20; x < MAP_W; x += 130)
    for (let y = 20; y < MAP_H; y += 110)
      blocks.push(`<rect x="${x}" y="${y}" width="100" height="80" rx="8" fill="${COLORS.navy100}"/>`);
  const extraRoads = extras
    .map(({ name, orientation, at }) =>
      orientation === 'vertical'
        ? road(at, 0, at, MAP_H, 18, COLORS.white) + label(at - 14, 150, name, { rotate: -90, size: 18 })
        : road(0, at, MAP_W, at, 18, COLORS.white) + label(120, at - 14, name, { size: 18 }),
    )
    .join('');
  const arrows = highways
    .map(({ name, direction }) => {
      const positions = {
        north: { x: 400, y: 50, rotate: 0 },
        south: { x: 400, y: 560, rotate: 180 },
        east: { x: 740, y: 300, rotate: 90 },
        west: { x: 60, y: 300, rotate: -90 },
      };
      const { x, y, rotate } = positions[direction];
      const tag = `<g transform="translate(${x} ${y})"><path transform="rotate(${rotate})" d="M0 -22 L18 4 H6 V22 H-6 V4 H-18 Z" fill="${COLORS.gold700}"/></g>`;
      const textY = direction === 'north' ? y + 48 : direction === 'south' ? y - 34 : y + 52;
      const anchor = direction === 'east' ? 'end' : direction === 'west' ? 'start' : 'middle';
      const textX = direction === 'east' ? x + 30 : direction === 'west' ? x - 30 : x;
      return tag + label(textX, textY, name, { anchor, size: 20, color: COLORS.gold700 });
    })
    .join('');
  const body = [
    `<rect width="${MAP_W}" height="${MAP_H}" fill="${COLORS.navy50}"/>`,
    blocks.join(''),
    `<path d="M560 380 Q640 330 720 400 T800 380 V600 H560 Z" fill="${COLORS.grass}" opacity="0.35"/>`,
    extraRoads,
    road(400, 0, 400, MAP_H, 34, COLORS.gold300),
    road(0, 300, MAP_W, 300, 34, COLORS.gold300),
    label(432, 440, vertical, { rotate: -90, anchor: 'middle' }),
    label(560, 342, horizontal, { anchor: 'middle' }),
    arrows,
    `<g transform="translate(292 262)"><rect x="0" y="-34" width="84" height="44" rx="6" fill="${COLORS.navy900}"/><text x="42" y="-5" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" fill="${COLORS.gold300}">YARD</text></g>`,
    group('translate(430 282)', mapPin()),
  ].join('');
  return svgDocument(MAP_W, MAP_H, body);
}

export function locationMap(slug) {
  const maps = {
    mavid: {
      vertical: 'Hwy 25',
      horizontal: 'Lawson Rd',
      extras: [{ name: 'Steeles Ave', orientation: 'horizontal', at: 140 }],
      highways: [
        { name: 'Hwy 401 · 5.9 km', direction: 'south' },
        { name: 'Hwy 407 · 6.2 km', direction: 'north' },
      ],
    },
    derry: {
      vertical: 'Mavis Rd',
      horizontal: 'Derry Rd W',
      extras: [
        { name: 'Hurontario St', orientation: 'vertical', at: 660 },
        { name: 'Creditview Rd', orientation: 'vertical', at: 150 },
      ],
      highways: [
        { name: 'Hwy 401 · 1.4 km', direction: 'south' },
        { name: 'Hwy 407 · 2.9 km', direction: 'north' },
      ],
    },
    lake: {
      vertical: 'Lake Ridge Rd',
      horizontal: 'Taunton Rd W',
      extras: [{ name: 'Rossland Rd W', orientation: 'horizontal', at: 450 }],
      highways: [
        { name: 'Hwy 407 · 2.0 km', direction: 'north' },
        { name: 'Hwy 401 · 4.9 km', direction: 'south' },
      ],
    },
    dean: {
      vertical: 'Dean Dr',
      horizontal: 'Concession Rd 7',
      extras: [{ name: 'County Rd 1', orientation: 'horizontal', at: 140 }],
      highways: [{ name: 'Highway 50 · 8.2 km', direction: 'south' }],
    },
  };
  return streetMap(maps[slug]);
}

/** The lazy map's stand-in: streets without names, light, so the button over it reads well. */
export function mapPlaceholder() {
  const width = 800;
  const height = 450;
  const blocks = [];
  for (let x = 10; x < width; x += 120)
    for (let y = 10; y < height; y += 100)
      blocks.push(`<rect x="${x}" y="${y}" width="96" height="76" rx="8" fill="${COLORS.navy100}"/>`);
  const body = [
    `<rect width="${width}" height="${height}" fill="${COLORS.navy50}"/>`,
    blocks.join(''),
    `<path d="M0 298 H${width}" stroke="${COLORS.white}" stroke-width="20"/>`,
    `<path d="M418 0 V${height}" stroke="${COLORS.white}" stroke-width="20"/>`,
    `<path d="M-20 420 Q300 180 820 120" stroke="${COLORS.gold300}" stroke-width="26" fill="none"/>`,
    group('translate(418 240)', mapPin()),
  ].join('');
  return svgDocument(width, height, body);
}

/** Logos of the three example partners: fictional companies, drawn for this site. */
export function partnerLogo(key) {
  const text = (x, y, content, size, color, weight = 800) =>
    `<text x="${x}" y="${y}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}">${content}</text>`;
  const logos = {
    northline: [
      `<path d="M20 92 L56 28 L92 92 Z" fill="${COLORS.navy900}"/><path d="M44 92 L64 56 L84 92 Z" fill="${COLORS.gold400}"/>`,
      text(104, 64, 'NORTHLINE', 26, COLORS.navy900),
      text(106, 88, 'FREIGHT', 16, COLORS.gold700, 700),
    ],
    mapleHaul: [
      `<path d="M56 20 l8 18 16 -8 -4 20 18 2 -14 14 8 10 -22 -2 v22 h-8 v-22 l-22 2 8 -10 -14 -14 18 -2 -4 -20 16 8 Z" fill="#c8372d"/>`,
      text(106, 60, 'Maple Haul', 28, COLORS.navy900),
      text(108, 86, 'LOGISTICS', 15, COLORS.navy700, 700),
    ],
    greatLakes: [
      `<circle cx="56" cy="60" r="38" fill="${COLORS.navy700}"/><path d="M22 66 q17 -14 34 0 t34 0" stroke="${COLORS.white}" stroke-width="6" fill="none"/><path d="M26 80 q15 -12 30 0 t30 0" stroke="${COLORS.gold300}" stroke-width="6" fill="none"/>`,
      text(104, 58, 'Great Lakes', 26, COLORS.navy900),
      text(106, 84, 'CARRIERS', 16, COLORS.navy700, 700),
    ],
  };
  return svgDocument(280, 120, logos[key].join(''));
}
