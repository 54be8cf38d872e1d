import type { InteriorView } from '../image-kinds';
import { clampHex, shade } from './color';

/**
 * Cabin views (1600 x 900) painted in the interior colour: 1 dashboard, 2 front seats, 3 rear bench.
 * Trim pieces stay neutral so the upholstery colour is what changes between picks.
 */

function seat(x: number, y: number, w: number, h: number, hex: string): string {
  return `<g><rect x="${x + w * 0.3}" y="${y - h * 0.26}" width="${w * 0.4}" height="${h * 0.2}" rx="${w * 0.1}" fill="${shade(hex, -0.1)}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.18}" fill="url(#trim-fabric)"/>
<line x1="${x + w * 0.5}" y1="${y + h * 0.12}" x2="${x + w * 0.5}" y2="${y + h * 0.88}" stroke="${shade(hex, -0.3)}" stroke-width="6"/>
<rect x="${x - w * 0.06}" y="${y + h * 0.92}" width="${w * 1.12}" height="${h * 0.34}" rx="${w * 0.12}" fill="${shade(hex, -0.15)}"/></g>`;
}

function dashboard(hex: string): string {
  return `<rect width="1600" height="900" fill="#1E2227"/>
<path d="M120 80 Q800 0 1480 80 L1380 420 Q800 380 220 420 Z" fill="url(#trim-sky)"/>
<path d="M0 420 Q800 330 1600 420 L1600 900 L0 900 Z" fill="${shade(hex, -0.35)}"/>
<path d="M0 470 Q800 390 1600 470 L1600 560 Q800 480 0 560 Z" fill="url(#trim-fabric)"/>
<rect x="690" y="470" width="220" height="140" rx="14" fill="#0B0D10" stroke="#50565E" stroke-width="4"/>
<rect x="706" y="486" width="188" height="108" rx="8" fill="#23415E"/>
${[560, 960].map((x) => `<rect x="${x}" y="520" width="90" height="34" rx="8" fill="#2A2E34"/>`).join('')}
<circle cx="430" cy="640" r="170" fill="none" stroke="#2A2E34" stroke-width="38"/>
<circle cx="430" cy="640" r="52" fill="#2A2E34"/><rect x="300" y="628" width="260" height="26" fill="#2A2E34"/>
<rect x="720" y="700" width="160" height="200" rx="20" fill="${shade(hex, -0.2)}"/>`;
}

function frontSeats(hex: string): string {
  return `<rect width="1600" height="900" fill="#2A2E34"/><rect y="0" width="1600" height="220" fill="#3A3F46"/>
<rect x="0" y="700" width="1600" height="200" fill="#1C1F23"/>
${seat(260, 260, 420, 440, hex)}${seat(920, 260, 420, 440, hex)}
<rect x="700" y="560" width="200" height="340" rx="24" fill="${shade(hex, -0.25)}"/>`;
}

function rearBench(hex: string): string {
  return `<rect width="1600" height="900" fill="#2A2E34"/><rect x="120" y="80" width="1360" height="170" rx="40" fill="url(#trim-sky)"/>
<rect x="0" y="720" width="1600" height="180" fill="#1C1F23"/>
${seat(160, 330, 400, 390, hex)}${seat(600, 330, 400, 390, hex)}${seat(1040, 330, 400, 390, hex)}`;
}

/** Interior fragment with its defs, in scene coordinates. */
export function interiorFragment(hex: string, view: InteriorView): string {
  const colour = clampHex(hex);
  const defs = `<defs><linearGradient id="trim-fabric" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colour, 0.18)}"/><stop offset="1" stop-color="${shade(colour, -0.2)}"/></linearGradient>
<linearGradient id="trim-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9CC9F0"/><stop offset="1" stop-color="#E8F1F8"/></linearGradient></defs>`;
  const body = view === 1 ? dashboard(colour) : view === 2 ? frontSeats(colour) : rearBench(colour);
  return `${defs}${body}`;
}
