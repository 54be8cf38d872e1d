import type { BackgroundType, TimeOfDay } from '../image-kinds';

/**
 * Luxury-brand scene backgrounds (1600 x 900, ground line near y = 720) and their time-of-day
 * tints, plus the time-of-day picker icons. The mass brand's plain backdrop is `plainBackdrop`.
 */

const SKY: Record<TimeOfDay, [string, string]> = {
  day: ['#8EC5FF', '#E6F2FF'],
  dusk: ['#3B2A66', '#F5A25D'],
  night: ['#050A1F', '#1B2A4A'],
};

function sky(id: string, time: TimeOfDay): string {
  const [top, bottom] = SKY[time];
  return `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Dims and colours the whole scene; night also gets stars. */
function tint(time: TimeOfDay): string {
  if (time === 'day') return '';
  if (time === 'dusk') return '<rect width="1600" height="900" fill="#FF7A3D" opacity="0.12"/><rect width="1600" height="900" fill="#2A1840" opacity="0.18"/>';
  const stars = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 397) % 1600;
    const y = (i * 131) % 380;
    return `<circle cx="${x}" cy="${y}" r="${1.5 + (i % 3)}" fill="#FFFFFF" opacity="0.85"/>`;
  }).join('');
  return `<rect width="1600" height="900" fill="#061030" opacity="0.45"/>${stars}`;
}

function studio(id: string, time: TimeOfDay): string {
  const wall = time === 'night' ? '#2B2F36' : time === 'dusk' ? '#CBB8A8' : '#E9ECEF';
  return `<defs><radialGradient id="${id}-studio" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${wall}"/></radialGradient>
<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#C9CDD2"/><stop offset="1" stop-color="#8F959C"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#${id}-studio)"/><rect y="640" width="1600" height="260" fill="url(#${id}-floor)" opacity="0.8"/>`;
}

function city(id: string, time: TimeOfDay): string {
  const towers = Array.from({ length: 14 }, (_, i) => {
    const w = 80 + ((i * 37) % 60);
    const h = 180 + ((i * 83) % 260);
    const x = i * 118 - 20;
    const lit = time === 'day' ? '' : Array.from({ length: 6 }, (_, j) => `<rect x="${x + 14 + (j % 3) * 22}" y="${640 - h + 20 + Math.floor(j / 3) * 40}" width="12" height="16" fill="#FFD27A" opacity="0.9"/>`).join('');
    return `<rect x="${x}" y="${640 - h}" width="${w}" height="${h}" fill="${i % 2 ? '#5D6B7A' : '#778797'}"/>${lit}`;
  }).join('');
  return `<defs>${sky(id, time)}</defs><rect width="1600" height="900" fill="url(#${id}-sky)"/>${towers}
<rect y="640" width="1600" height="260" fill="#4A4F55"/><rect y="760" width="1600" height="10" fill="#D8D8D8" opacity="0.6"/>`;
}

function coast(id: string, time: TimeOfDay): string {
  const sea = time === 'night' ? '#0D2240' : time === 'dusk' ? '#3D4F8A' : '#2E86C1';
  return `<defs>${sky(id, time)}</defs><rect width="1600" height="900" fill="url(#${id}-sky)"/>
<circle cx="1250" cy="${time === 'dusk' ? 470 : 170}" r="70" fill="${time === 'night' ? '#F4F1DE' : '#FFE08A'}"/>
<rect y="470" width="1600" height="180" fill="${sea}"/><path d="M0 520 Q400 500 800 525 T1600 515" stroke="#FFFFFF" stroke-width="4" fill="none" opacity="0.5"/>
<rect y="640" width="1600" height="260" fill="#D9C49A"/>`;
}

function mountain(id: string, time: TimeOfDay): string {
  const rock = time === 'night' ? '#2C3440' : '#6D7B8A';
  return `<defs>${sky(id, time)}</defs><rect width="1600" height="900" fill="url(#${id}-sky)"/>
<polygon points="0,640 280,260 560,640" fill="${rock}"/><polygon points="380,640 760,180 1140,640" fill="${rock}"/><polygon points="980,640 1320,300 1660,640" fill="${rock}"/>
<polygon points="700,253 760,180 820,253 790,240 760,262 730,240" fill="#FFFFFF"/><polygon points="240,314 280,260 320,314 280,300" fill="#FFFFFF"/>
<rect y="640" width="1600" height="260" fill="#5E7A4A"/>`;
}

const SCENES: Record<BackgroundType, (id: string, time: TimeOfDay) => string> = { studio, city, coast, mountain };

/** Full scene fragment: background plus the time-of-day tint (drawn over it). */
export function sceneFragment(type: BackgroundType, time: TimeOfDay = 'day', id = 'scene'): { back: string; tint: string } {
  return { back: SCENES[type](id, time), tint: tint(time) };
}

/** Plain light backdrop for renders without a scene and for formats with no transparency. */
export function plainBackdrop(id = 'plain'): string {
  return `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF"/><stop offset="0.78" stop-color="#F1F3F5"/><stop offset="1" stop-color="#DDE1E5"/></linearGradient></defs><rect width="1600" height="900" fill="url(#${id}-bg)"/>`;
}

/** Time-of-day picker icon in a 100 x 100 box. */
export function timeOfDayIcon(type: TimeOfDay, transparent: boolean): string {
  const plate = transparent ? '' : '<rect width="100" height="100" rx="18" fill="#F4F5F7"/>';
  if (type === 'day') {
    const rays = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<line x1="${50 + Math.cos(a) * 28}" y1="${50 + Math.sin(a) * 28}" x2="${50 + Math.cos(a) * 40}" y2="${50 + Math.sin(a) * 40}" stroke="#F2A900" stroke-width="6" stroke-linecap="round"/>`;
    }).join('');
    return `${plate}<circle cx="50" cy="50" r="20" fill="#F2A900"/>${rays}`;
  }
  if (type === 'dusk') {
    return `${plate}<path d="M22 66 A28 28 0 0 1 78 66 Z" fill="#F57C00"/><line x1="12" y1="68" x2="88" y2="68" stroke="#6A1B9A" stroke-width="6" stroke-linecap="round"/><line x1="26" y1="80" x2="74" y2="80" stroke="#6A1B9A" stroke-width="5" stroke-linecap="round"/>`;
  }
  return `${plate}<path d="M62 18 A34 34 0 1 0 84 70 A27 27 0 1 1 62 18 Z" fill="#34495E"/><circle cx="76" cy="28" r="4" fill="#34495E"/><circle cx="86" cy="44" r="3" fill="#34495E"/>`;
}
