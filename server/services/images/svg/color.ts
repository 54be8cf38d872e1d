/** Small colour helpers for the SVG drawings (paint shading, hash-picked accents). */

export function clampHex(hex: string): string {
  const clean = hex.replace(/^#/, '');
  return /^[0-9A-Fa-f]{6}$/.test(clean) ? `#${clean.toUpperCase()}` : '#808080';
}

function channels(hex: string): [number, number, number] {
  const clean = clampHex(hex).slice(1);
  return [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(values: number[]): string {
  return `#${values.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** Mixes `hex` toward white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.min(1, Math.abs(amount));
  return toHex(channels(hex).map((c) => c + (target - c) * weight));
}

/** Relative luminance 0..1, used to keep highlights visible on very light or very dark paint. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Stable 32-bit FNV-1a hash so a code always gets the same drawing. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Accent palette for pictures keyed by a code (heroes, logos, thumbnails). */
export const ACCENT_PALETTE = ['#EB0A1E', '#1F4E8C', '#2E7D32', '#F2A900', '#6A1B9A', '#00838F', '#37474F', '#C0C0C0'];

export function pickAccent(key: string, offset = 0): string {
  return ACCENT_PALETTE[(hashString(key) + offset) % ACCENT_PALETTE.length]!;
}
