/**
 * The iconsmind set: no open package ships it, so its names and its line glyphs are our own, drawn
 * for this demo on a 32 × 32 grid with a few primitives (each glyph is a list of path data).
 */
import type { Glyph, IconCatalogue } from './icons-catalogues.ts';

function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}
function rect(x: number, y: number, w: number, h: number): string {
  return `M${x} ${y}h${w}v${h}h${-w}z`;
}
function line(x1: number, y1: number, x2: number, y2: number): string {
  return `M${x1} ${y1}L${x2} ${y2}`;
}
/** An open polyline through `x, y` pairs. */
function poly(...points: number[]): string {
  return points.reduce(
    (d, value, index) => d + (index % 2 === 0 ? `${index === 0 ? 'M' : 'L'}${value}` : ` ${value}`),
    '',
  );
}

/** `count` short strokes around a centre, from radius `inner` to `outer` (sun rays, gear teeth). */
function rays(cx: number, cy: number, inner: number, outer: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const angle = (2 * Math.PI * i) / count;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    d += line(
      +(cx + inner * cos).toFixed(2),
      +(cy + inner * sin).toFixed(2),
      +(cx + outer * cos).toFixed(2),
      +(cy + outer * sin).toFixed(2),
    );
  }
  return d;
}

function star(cx: number, cy: number, outer: number, inner: number): string {
  const points: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (Math.PI * i) / 5;
    points.push(+(cx + r * Math.cos(angle)).toFixed(2), +(cy + r * Math.sin(angle)).toFixed(2));
  }
  return `${poly(...points)}z`;
}

export const ICONSMIND_GLYPHS: Record<string, Glyph> = {
  'alarm-clock': [circle(16, 18, 9), poly(16, 13, 16, 18, 19, 20), line(5, 9, 9, 5), line(27, 9, 23, 5)],
  anchor: [circle(16, 7, 3), line(16, 10, 16, 27), line(11, 14, 21, 14), 'M6 19a10 10 0 0 0 20 0'],
  battery: [rect(4, 11, 22, 11), line(29, 14, 29, 19), rect(7, 14, 9, 5)],
  bell: ['M9 22v-8a7 7 0 0 1 14 0v8l2 3H7z', 'M14 27a2 2 0 0 0 4 0'],
  book: ['M16 8c-3-2-8-2-11 0v18c3-2 8-2 11 0 3-2 8-2 11 0V8c-3-2-8-2-11 0z', line(16, 8, 16, 26)],
  calendar: [rect(5, 7, 22, 20), line(5, 13, 27, 13), line(11, 4, 11, 9), line(21, 4, 21, 9)],
  camera: [rect(4, 10, 24, 16), circle(16, 18, 5), poly(11, 10, 13, 6, 19, 6, 21, 10)],
  'chat-bubble': ['M5 7h22v14H13l-6 5v-5H5z', line(10, 12, 22, 12), line(10, 16, 18, 16)],
  clock: [circle(16, 16, 11), poly(16, 9, 16, 16, 21, 19)],
  cloud: ['M9 24a5 5 0 0 1 0-10 7 7 0 0 1 13-2 5 5 0 0 1 1 12z'],
  'coffee-cup': [
    'M6 12h16v8a6 6 0 0 1-6 6h-4a6 6 0 0 1-6-6z',
    'M22 14h2a3 3 0 0 1 0 6h-2',
    line(11, 5, 11, 8),
    line(16, 5, 16, 8),
  ],
  compass: [circle(16, 16, 11), `${poly(20, 12, 14, 14, 12, 20, 18, 18)}z`],
  diamond: [`${poly(9, 6, 23, 6, 28, 12, 16, 27, 4, 12)}z`, line(4, 12, 28, 12), poly(12, 6, 16, 12, 20, 6)],
  document: [
    `${poly(8, 4, 19, 4, 25, 10, 25, 28, 8, 28)}z`,
    poly(19, 4, 19, 10, 25, 10),
    line(12, 16, 21, 16),
    line(12, 21, 21, 21),
  ],
  download: [line(16, 4, 16, 20), poly(10, 14, 16, 20, 22, 14), poly(5, 22, 5, 27, 27, 27, 27, 22)],
  envelope: [rect(4, 8, 24, 16), poly(4, 8, 16, 18, 28, 8)],
  flag: [line(8, 4, 8, 28), `${poly(8, 5, 24, 5, 20, 11, 24, 17, 8, 17)}`],
  folder: ['M4 8h9l3 3h12v15H4z'],
  gear: [circle(16, 16, 4), circle(16, 16, 8), rays(16, 16, 8, 12, 8)],
  globe: [circle(16, 16, 11), 'M16 5c-4 3-5 8-5 11s1 8 5 11c4-3 5-8 5-11s-1-8-5-11z', line(5, 16, 27, 16)],
  heart: ['M16 27 6 17a6 6 0 0 1 10-7 6 6 0 0 1 10 7z'],
  house: [poly(4, 15, 16, 5, 28, 15), rect(8, 14, 16, 13), rect(14, 19, 4, 8)],
  key: [circle(10, 16, 5), poly(15, 16, 27, 16, 27, 20), line(23, 16, 23, 19)],
  leaf: ['M6 26C6 12 14 6 27 5c0 13-7 21-21 21z', line(6, 26, 18, 14)],
  'light-bulb': ['M12 21a8 8 0 1 1 8 0v3h-8z', line(13, 27, 19, 27)],
  lock: [rect(8, 14, 16, 13), 'M11 14v-4a5 5 0 0 1 10 0v4', line(16, 19, 16, 22)],
  magnet: ['M8 6v10a8 8 0 0 0 16 0V6h-5v10a3 3 0 0 1-6 0V6z', line(8, 10, 13, 10), line(19, 10, 24, 10)],
  magnifier: [circle(14, 14, 8), line(20, 20, 27, 27)],
  'map-pin': ['M16 28s-9-8-9-15a9 9 0 0 1 18 0c0 7-9 15-9 15z', circle(16, 13, 3)],
  'mobile-phone': [rect(10, 4, 12, 24), line(15, 24, 17, 24)],
  moon: ['M22 22A10 10 0 0 1 13 5a11 11 0 1 0 9 17z'],
  'music-note': [circle(10, 23, 4), circle(22, 20, 4), poly(14, 23, 14, 7, 26, 5, 26, 20)],
  'paper-plane': [`${poly(4, 15, 28, 5, 20, 27, 15, 18)}z`, line(15, 18, 28, 5)],
  pencil: [`${poly(6, 26, 7, 20, 21, 6, 26, 11, 12, 25)}z`, line(18, 9, 23, 14)],
  printer: [rect(9, 4, 14, 8), rect(4, 12, 24, 10), rect(9, 18, 14, 10)],
  rocket: [
    'M16 4c5 4 6 10 4 17h-8c-2-7-1-13 4-17z',
    circle(16, 12, 2),
    poly(12, 17, 8, 23, 12, 22),
    poly(20, 17, 24, 23, 20, 22),
  ],
  shield: ['M16 4l10 4v7c0 7-5 11-10 13-5-2-10-6-10-13V8z', poly(12, 16, 15, 19, 21, 13)],
  'shopping-cart': [poly(3, 6, 7, 6, 10, 20, 24, 20, 27, 10, 8, 10), circle(12, 25, 2), circle(22, 25, 2)],
  star: [star(16, 16, 12, 5)],
  sun: [circle(16, 16, 5), rays(16, 16, 8, 12, 8)],
  tag: [`${poly(4, 4, 15, 4, 28, 17, 17, 28, 4, 15)}z`, circle(10, 10, 2)],
  target: [circle(16, 16, 11), circle(16, 16, 7), circle(16, 16, 3)],
  trophy: [
    'M10 5h12v7a6 6 0 0 1-12 0z',
    'M10 7H6a4 4 0 0 0 4 6',
    'M22 7h4a4 4 0 0 1-4 6',
    line(16, 18, 16, 23),
    line(11, 27, 21, 27),
    line(13, 23, 19, 23),
  ],
  umbrella: ['M4 16a12 12 0 0 1 24 0z', 'M16 16v8a3 3 0 0 1-6 0'],
  upload: [line(16, 20, 16, 4), poly(10, 10, 16, 4, 22, 10), poly(5, 22, 5, 27, 27, 27, 27, 22)],
  user: [circle(16, 11, 5), 'M6 27a10 10 0 0 1 20 0'],
  users: [circle(12, 12, 4), 'M4 26a8 8 0 0 1 16 0', circle(22, 11, 3), 'M21 18a6 6 0 0 1 7 6'],
  wallet: [rect(4, 9, 24, 16), rect(19, 14, 9, 6), poly(6, 9, 22, 4, 23, 9)],
  wifi: ['M5 13a16 16 0 0 1 22 0', 'M9 17a10 10 0 0 1 14 0', 'M13 21a4 4 0 0 1 6 0', circle(16, 25, 1)],
};

export const iconsmindCatalogue: IconCatalogue = {
  kind: 'glyph',
  module: 'iconsmind',
  icons: new Map(Object.entries(ICONSMIND_GLYPHS)),
};
