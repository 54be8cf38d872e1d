import type { BodyStyle, RegionIllustration, TileName } from '../image-kinds';
import { hashString, pickAccent, shade } from './color';
import { plainBackdrop, sceneFragment } from './scene-svg';
import { vehicleFragment } from './vehicle-svg';

/**
 * Pictures other than the configurator renders: no-inventory heroes, apology tiles, region-screen
 * illustrations, item thumbnails and dealer logos. None carries text, so one picture serves both
 * languages; shapes and colours are derived from the code so each code keeps its own picture.
 */

/**
 * Body style of a hero by model code. Heroes are fetched by model code only (product.md section 7),
 * so the few sample series are listed; any other code gets a sedan.
 */
const MODEL_BODY_STYLES: Record<string, BodyStyle> = {
  tacoma: 'truck', tundra: 'truck', tundrahybrid: 'truck', tacomahybrid: 'truck',
  sienna: 'minivan',
  rav4: 'suv', rav4hybrid: 'suv', rav4prime: 'suv', highlander: 'suv', '4runner': 'suv', sequoia: 'suv', bz4x: 'suv', grandhighlander: 'suv', rx: 'suv', nx: 'suv', gx: 'suv',
  camry: 'sedan', corolla: 'sedan', mirai: 'sedan', crown: 'sedan', es: 'sedan', is: 'sedan', ls: 'sedan',
  prius: 'hatchback', corollahatchback: 'hatchback', priusprime: 'hatchback', ux: 'hatchback',
};

export function heroBodyStyle(modelCode: string): BodyStyle {
  // Own keys only: a model code such as "constructor" must not read Object.prototype (issue 18, point 7).
  const key = modelCode.toLowerCase();
  return Object.hasOwn(MODEL_BODY_STYLES, key) ? MODEL_BODY_STYLES[key]! : 'sedan';
}

/** Hero: the model in a coast or mountain scene. Desktop 16:9 (1600 x 900), phone 3:4 (900 x 1200). */
export function heroSvgBody(modelCode: string, mobile: boolean): { body: string; viewWidth: number; viewHeight: number } {
  const scene = hashString(modelCode) % 2 === 0 ? 'coast' : 'mountain';
  const { back, tint } = sceneFragment(scene, 'day', 'hero');
  const paint = pickAccent(modelCode);
  const car = vehicleFragment(heroBodyStyle(modelCode), paint, 2, 'hero-car');
  if (!mobile) return { body: `${back}${car}${tint}`, viewWidth: 1600, viewHeight: 900 };
  // Phone: the same scene cropped to a portrait frame, the car scaled to fit its width.
  const body = `<svg x="0" y="0" width="900" height="1200" viewBox="350 0 900 900" preserveAspectRatio="xMidYMid slice">${back}</svg>
<svg x="0" y="360" width="900" height="506" viewBox="0 0 1600 900">${car}</svg>`;
  return { body, viewWidth: 900, viewHeight: 1200 };
}

const TILE_ART: Record<TileName, (accent: string) => string> = {
  dealers: (accent) => `<rect x="180" y="220" width="440" height="260" fill="#FFFFFF" stroke="#37474F" stroke-width="10"/>
<polygon points="160,230 400,110 640,230" fill="${accent}"/><rect x="240" y="300" width="120" height="180" fill="#90A4AE"/>
<rect x="420" y="300" width="140" height="100" fill="#B3E5FC" stroke="#37474F" stroke-width="6"/>
<line x1="660" y1="480" x2="660" y2="240" stroke="#37474F" stroke-width="8"/><polygon points="660,240 730,262 660,284" fill="${accent}"/>`,
  deals: (accent) => `<g transform="rotate(-18 400 300)"><polygon points="220,200 520,200 620,300 520,400 220,400" fill="${accent}"/>
<circle cx="540" cy="300" r="22" fill="#FFFFFF"/><circle cx="320" cy="255" r="26" fill="#FFFFFF"/><circle cx="420" cy="345" r="26" fill="#FFFFFF"/>
<line x1="300" y1="370" x2="440" y2="230" stroke="#FFFFFF" stroke-width="16" stroke-linecap="round"/></g>`,
  home: (accent) => `<polygon points="200,300 400,140 600,300" fill="${accent}"/><rect x="250" y="290" width="300" height="210" fill="#FFFFFF" stroke="#37474F" stroke-width="10"/>
<rect x="370" y="380" width="70" height="120" fill="#8D6E63"/><rect x="280" y="330" width="60" height="60" fill="#B3E5FC" stroke="#37474F" stroke-width="5"/>
<rect x="470" y="330" width="60" height="60" fill="#B3E5FC" stroke="#37474F" stroke-width="5"/>`,
};

/** Apology-page tile, 800 x 600. */
export function tileSvgBody(name: TileName, transparent: boolean): string {
  const plate = transparent ? '' : '<rect width="800" height="600" fill="#EEF1F4"/><rect y="500" width="800" height="100" fill="#DDE2E7"/>';
  return `${plate}${TILE_ART[name]('#EB0A1E')}`;
}

const REGION_ART: Record<RegionIllustration, string> = {
  hawaii: `<polygon points="420,420 560,230 700,420" fill="#5D4037"/><polygon points="530,270 560,230 590,270 560,260" fill="#FF7043"/>
<path d="M240 430 Q250 320 230 240" stroke="#6D4C41" stroke-width="18" fill="none"/>
${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="230" cy="240" rx="80" ry="18" fill="#2E7D32" transform="rotate(${a + 15} 230 240) translate(60 0)"/>`).join('')}`,
  'puerto-rico': `<rect x="300" y="300" width="300" height="130" fill="#D7CCC8" stroke="#8D6E63" stroke-width="6"/>
<rect x="560" y="220" width="70" height="90" rx="6" fill="#EFEBE9" stroke="#8D6E63" stroke-width="6"/><path d="M550 225 Q595 170 640 225 Z" fill="#A1887F"/>
${[0, 1, 2, 3, 4].map((i) => `<rect x="${310 + i * 58}" y="280" width="34" height="24" fill="#D7CCC8" stroke="#8D6E63" stroke-width="4"/>`).join('')}`,
  'virgin-islands': `<ellipse cx="250" cy="430" rx="180" ry="60" fill="#7CB342"/><ellipse cx="640" cy="440" rx="130" ry="40" fill="#8BC34A"/>
<polygon points="440,420 560,420 540,450 460,450" fill="#5D4037"/><line x1="500" y1="420" x2="500" y2="250" stroke="#424242" stroke-width="6"/>
<polygon points="505,255 505,410 590,410" fill="#FFFFFF" stroke="#90A4AE" stroke-width="3"/>`,
};

/** Region-screen illustration, 800 x 600: sky, sun, sea and the region's landmark. */
export function regionSvgBody(region: RegionIllustration, transparent: boolean): string {
  const backdrop = transparent
    ? ''
    : '<rect width="800" height="600" fill="#BFE3FF"/><circle cx="660" cy="120" r="60" fill="#FFD54F"/>';
  return `${backdrop}<rect y="420" width="800" height="180" fill="#1E88E5"/>${REGION_ART[region]}`;
}

/** Item thumbnail, 400 x 400: one of several shapes per kind, picked by the item code. */
export function thumbnailSvgBody(kind: 'accessories' | 'packages' | 'wheels', code: string, transparent: boolean): string {
  const plate = transparent ? '' : '<rect width="400" height="400" fill="#F4F5F7"/>';
  const hash = hashString(`${kind}:${code}`);
  const accent = pickAccent(code);
  if (kind === 'wheels') {
    const spokes = 5 + (hash % 6);
    const rim = ['#C0C5CC', '#2B2B2B', '#8D6E63', '#9E9E9E'][hash % 4]!;
    const arms = Array.from({ length: spokes }, (_, i) => {
      const a = (i * 2 * Math.PI) / spokes;
      return `<line x1="200" y1="200" x2="${(200 + Math.cos(a) * 105).toFixed(1)}" y2="${(200 + Math.sin(a) * 105).toFixed(1)}" stroke="${rim}" stroke-width="${18 - spokes}" stroke-linecap="round"/>`;
    }).join('');
    return `${plate}<circle cx="200" cy="200" r="170" fill="#161616"/><circle cx="200" cy="200" r="118" fill="${shade(rim, -0.5)}"/>${arms}<circle cx="200" cy="200" r="26" fill="${rim}"/>`;
  }
  if (kind === 'packages') {
    return `${plate}${[0, 1, 2].map((i) => `<rect x="${90 + i * 26}" y="${120 - i * 26}" width="200" height="200" rx="18" fill="${shade(accent, 0.3 - i * 0.25)}" stroke="#37474F" stroke-width="6"/>`).join('')}
<polyline points="190,160 230,200 290,120" fill="none" stroke="#FFFFFF" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  const shapes = [
    `<rect x="60" y="170" width="280" height="40" rx="12" fill="${accent}"/><rect x="90" y="140" width="20" height="100" fill="#37474F"/><rect x="290" y="140" width="20" height="100" fill="#37474F"/>`,
    `<rect x="90" y="80" width="220" height="260" rx="30" fill="#37474F"/><rect x="115" y="105" width="170" height="210" rx="20" fill="${accent}" opacity="0.6"/>`,
    `<polygon points="120,80 280,80 300,320 100,320" fill="#37474F"/><rect x="130" y="120" width="140" height="20" fill="${accent}"/>`,
    `<circle cx="200" cy="200" r="120" fill="none" stroke="${accent}" stroke-width="30"/><rect x="185" y="60" width="30" height="280" fill="#37474F"/>`,
  ];
  return `${plate}${shapes[hash % shapes.length]}`;
}

/** Dealer logo, 200 x 200: an emblem in colours derived from the dealer id. */
export function dealerLogoSvgBody(dealerId: string, transparent: boolean): string {
  const plate = transparent ? '' : '<rect width="200" height="200" fill="#FFFFFF"/>';
  const a = pickAccent(dealerId);
  const b = pickAccent(dealerId, 3);
  const shape = hashString(dealerId) % 3;
  const emblem = shape === 0
    ? `<circle cx="100" cy="100" r="82" fill="${a}"/>`
    : shape === 1
      ? `<path d="M100 14 L176 44 L166 130 Q140 172 100 188 Q60 172 34 130 L24 44 Z" fill="${a}"/>`
      : `<rect x="20" y="20" width="160" height="160" rx="36" fill="${a}"/>`;
  return `${plate}${emblem}<path d="M52 130 Q100 40 148 130" stroke="${b === a ? '#FFFFFF' : b}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M70 130 Q100 80 130 130" stroke="#FFFFFF" stroke-width="10" fill="none" stroke-linecap="round"/>`;
}

/** Exterior render body: optional scene or plain backdrop, the car, then the scene's tint. */
export function exteriorSvgBody(parts: { car: string; scene?: { back: string; tint: string }; transparent: boolean }): string {
  if (parts.scene) return `${parts.scene.back}${parts.car}${parts.scene.tint}`;
  return `${parts.transparent ? '' : plainBackdrop()}${parts.car}`;
}
