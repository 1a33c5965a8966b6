/**
 * Images of the demo drawn as small SVG data URLs, so no image file ships with it: initials for
 * avatars, a gradient for backgrounds, a watch face for products, a tile for chat media.
 */

const PALETTE = ['#0f766e', '#1d4ed8', '#7c3aed', '#be123c', '#b45309', '#15803d', '#0369a1', '#4d7c0f'] as const;

function color(index: number): string {
  return PALETTE[Math.abs(index) % PALETTE.length] as string;
}

function svgUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export function initialsAvatar(name: string, colorIndex: number): string {
  const initials = name
    .split(/\s+/)
    .filter((part) => part.length > 0)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color(colorIndex)}"/>` +
      `<text x="32" y="40" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

export function gradientBackground(colorIndex: number): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80"><defs><linearGradient id="g"><stop offset="0" stop-color="${color(colorIndex)}"/>` +
      `<stop offset="1" stop-color="${color(colorIndex + 3)}"/></linearGradient></defs><rect width="320" height="80" fill="url(#g)"/></svg>`,
  );
}

export function watchImage(colorIndex: number, variant: number): string {
  const angle = (variant * 47) % 360;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f1f5f9"/>` +
      `<rect x="40" y="4" width="20" height="92" rx="6" fill="#334155"/><circle cx="50" cy="50" r="28" fill="${color(colorIndex)}"/>` +
      `<circle cx="50" cy="50" r="23" fill="#fff"/><g transform="rotate(${angle} 50 50)"><line x1="50" y1="50" x2="50" y2="32" stroke="#0f172a" stroke-width="2"/></g>` +
      `<line x1="50" y1="50" x2="62" y2="50" stroke="#0f172a" stroke-width="2"/></svg>`,
  );
}

export function mediaTile(colorIndex: number): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${color(colorIndex)}"/>` +
      `<circle cx="28" cy="12" r="5" fill="#fde68a"/><path d="M0 40 L14 20 L26 34 L32 28 L40 40 Z" fill="#ffffff88"/></svg>`,
  );
}
