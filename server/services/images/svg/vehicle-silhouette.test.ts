import sharp from 'sharp';
import { ANGLE_YAW, evenTurn } from '../../../../src/domain/exterior-angles';
import { BODY_STYLES, type BodyStyle, type ExteriorAngle } from '../image-kinds';
import { vehicleFragment } from './vehicle-svg';

/**
 * Every body style at each of the 24 turning steps, rasterised (librsvg through sharp, as the
 * image service does) and measured from its pixels: the silhouette is what is opaque (the soft
 * ground shadow is at most 45% opaque, so a 50% threshold leaves it out).
 *
 * The expected proportions come from the real cars, not from the drawing code: overall length,
 * width and height in metres (manufacturer figures, rounded) for the sample series of each style,
 * both brands: truck Tacoma, minivan Sienna, SUV RAV4 and the luxury brand's RX / NX, sedan Mirai,
 * hatchback Prius.
 */
const REAL: Record<BodyStyle, { length: number; width: number; height: number; series: string }> = {
  truck: { length: 5.39, width: 1.91, height: 1.91, series: 'Tacoma' },
  minivan: { length: 5.17, width: 1.99, height: 1.78, series: 'Sienna' },
  suv: { length: 4.7, width: 1.88, height: 1.69, series: 'RAV4 (4.60 x 1.86 x 1.69), RX (4.89 x 1.92 x 1.70), NX (4.66 x 1.87 x 1.66)' },
  sedan: { length: 4.98, width: 1.89, height: 1.47, series: 'Mirai' },
  hatchback: { length: 4.6, width: 1.78, height: 1.43, series: 'Prius' },
};

/** The drawing adds a camera a little above the car, mirrors and a tyre bulge: proportions hold within this share. */
const TOLERANCE = 0.2;
const WIDTH = 800;
const HEIGHT = 450;

interface Silhouette {
  left: number;
  right: number;
  top: number;
  bottom: number;
  filled: number;
  /** Top edge of the silhouette per column (y of the first opaque pixel, or null). */
  tops: Array<number | null>;
  /** Bottom edge per column (y of the last opaque pixel, or null). */
  bottoms: Array<number | null>;
}

async function silhouette(style: BodyStyle, angle: number, seriesId?: string): Promise<Silhouette> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1600 900">${vehicleFragment(style, '9A9A9A', angle as ExteriorAngle, 'car', seriesId)}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, right, top, bottom, filled] = [info.width, -1, info.height, -1, 0];
  const tops: Array<number | null> = Array.from({ length: info.width }, () => null);
  const bottoms: Array<number | null> = Array.from({ length: info.width }, () => null);
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if (data[(y * info.width + x) * 4 + 3]! < 128) continue;
      filled += 1;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      tops[x] ??= y;
      bottoms[x] = y;
    }
  }
  return { left, right, top, bottom, filled, tops, bottoms };
}

const yawOfCode = (code: number) => ANGLE_YAW[code]!;
const turn = evenTurn(24);
const within = (value: number, expected: number) => Math.abs(value / expected - 1) <= TOLERANCE;

describe.each(BODY_STYLES)('the %s drawing', (style) => {
  let shapes: Array<{ yaw: number; s: Silhouette }>;
  beforeAll(async () => {
    shapes = await Promise.all(turn.map(async (code) => ({ yaw: yawOfCode(code), s: await silhouette(style, code) })));
  }, 60_000);
  const real = REAL[style];
  const at = (yaw: number) => shapes.find((x) => x.yaw === yaw)!.s;
  const w = (s: Silhouette) => s.right - s.left + 1;
  const h = (s: Silhouette) => s.bottom - s.top + 1;

  it('draws a car at every one of the 24 angles, inside the frame with room to spare', () => {
    expect(shapes).toHaveLength(24);
    for (const { yaw, s } of shapes) {
      expect({ yaw, nonEmpty: s.filled > 0.04 * WIDTH * HEIGHT }).toEqual({ yaw, nonEmpty: true });
      expect({ yaw, inside: s.left > 8 && s.right < WIDTH - 8 && s.top > 8 && s.bottom < HEIGHT - 8 }).toEqual({ yaw, inside: true });
    }
  });

  it(`is as long for its height as the real car from the side (${real.series})`, () => {
    const side = at(90);
    expect({ ratio: w(side) / h(side), ok: within(w(side) / h(side), real.length / real.height) }).toMatchObject({ ok: true });
  });

  it('is as wide for its height as the real car head-on, front and back', () => {
    for (const yaw of [0, 180]) {
      const face = at(yaw);
      expect({ yaw, ratio: w(face) / h(face), ok: within(w(face) / h(face), real.width / real.height) }).toMatchObject({ yaw, ok: true });
    }
  });

  it('keeps its size while it turns: no angle taller than 1.3x or wider than the diagonal allows', () => {
    const side = at(90);
    // The narrowest views are head-on (the front with its mirrors, the back without).
    const narrowest = Math.min(w(at(0)), w(at(180)));
    const diagonal = (w(side) * Math.hypot(real.length, real.width)) / real.length;
    for (const { yaw, s } of shapes) {
      expect({ yaw, tall: h(s) <= 1.3 * h(side) && h(s) >= 0.8 * h(side) }).toEqual({ yaw, tall: true });
      expect({ yaw, wide: w(s) <= diagonal * 1.12 && w(s) >= narrowest * 0.98 }).toEqual({ yaw, wide: true });
    }
  });

  it('shows the same car from the other side: each angle past the tail mirrors its twin', () => {
    for (const { yaw, s } of shapes.filter((x) => x.yaw > 180)) {
      const twin = at(360 - yaw);
      expect({ yaw, width: Math.abs(w(s) - w(twin)) <= 2, height: Math.abs(h(s) - h(twin)) <= 2 }).toEqual({ yaw, width: true, height: true });
    }
  });
});

describe('silhouettes tell the body styles apart from the side', () => {
  /** Height of the silhouette over the rear eighth, as a share of its full height (from the side, the rear is on the right). */
  async function rearShare(style: BodyStyle): Promise<number> {
    const s = await silhouette(style, 1);
    const full = s.bottom - s.top + 1;
    const from = Math.round(s.right - (s.right - s.left) * 0.12);
    const heights = s.tops.slice(from, s.right - 4).map((t) => (t === null ? 0 : s.bottom - t + 1));
    return Math.max(...heights) / full;
  }

  it('a pickup drops to its bed behind the cab; an SUV and a minivan keep the roof to the back; a sedan steps down to its trunk', async () => {
    const [truck, suv, minivan, sedan] = await Promise.all((['truck', 'suv', 'minivan', 'sedan'] as const).map(rearShare));
    expect({ truck: truck < 0.75, suv: suv > 0.8, minivan: minivan > 0.8, sedan: sedan < 0.75 }).toEqual({ truck: true, suv: true, minivan: true, sedan: true });
  }, 30_000);
});

/**
 * The luxury brand's RX and NX had the RAV4's drawing (and the RX read as a wagon): each now has
 * its own body (series-geometry.ts). Real figures (manufacturer, rounded): RAV4 4.60 x 1.86 x 1.69 m,
 * RX 4.89 x 1.92 x 1.70, NX 4.66 x 1.87 x 1.66; ground clearance of each about 0.2 m.
 */
const SUV_SERIES = [
  { seriesId: 'rav4', length: 4.6, width: 1.86, height: 1.69 },
  { seriesId: 'rx', length: 4.89, width: 1.92, height: 1.7 },
  { seriesId: 'nx', length: 4.66, width: 1.87, height: 1.66 },
] as const;

/** The side view's top edge as 100 heights along the car, each a share of the silhouette's height. */
function topLine(s: Silhouette): number[] {
  const full = s.bottom - s.top + 1;
  return Array.from({ length: 100 }, (_, i) => {
    const t = s.tops[Math.round(s.left + ((s.right - s.left) * (i + 0.5)) / 100)];
    return t === null || t === undefined ? 0 : (s.bottom - t + 1) / full;
  });
}

/** Daylight under the body midway between the wheels, as a share of the full height (the tyres stand on the ground). */
function clearanceShare(s: Silhouette): number {
  const mid = Math.round((s.left + s.right) / 2);
  return (s.bottom - s.bottoms[mid]!) / (s.bottom - s.top + 1);
}

describe.each(SUV_SERIES)('the $seriesId drawing', (real) => {
  let side: Silhouette;
  let faces: Silhouette[];
  beforeAll(async () => {
    side = await silhouette('suv', 1, real.seriesId);
    faces = await Promise.all([4, 5].map((angle) => silhouette('suv', angle, real.seriesId)));
  }, 30_000);
  const w = (s: Silhouette) => s.right - s.left + 1;
  const h = (s: Silhouette) => s.bottom - s.top + 1;

  it('is as long for its height as the real car from the side, and as wide head-on', () => {
    expect({ side: within(w(side) / h(side), real.length / real.height) }).toEqual({ side: true });
    for (const face of faces) expect({ face: within(w(face) / h(face), real.width / real.height) }).toEqual({ face: true });
  });

  it('stands high: daylight under the body between the wheels, as an SUV has and a low car has not', async () => {
    const sedan = await silhouette('sedan', 1);
    expect({ suv: clearanceShare(side) >= 0.11, sedanBelow: clearanceShare(sedan) < 0.11 }).toEqual({ suv: true, sedanBelow: true });
  });
});

describe('the SUVs are told apart', () => {
  // The RX and NX are one family's crossovers: their outlines differ by about 2% of the height on
  // average (8 px on a 400 px picture: the NX's roof falls sooner), the RAV4's from both by 4-5%.
  it('each series\' side outline differs from the others\' (mean gap of at least 1.5% of the height)', async () => {
    const lines = await Promise.all(SUV_SERIES.map(async ({ seriesId }) => topLine(await silhouette('suv', 1, seriesId))));
    const gap = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;
    expect({ rav4Rx: gap(lines[0]!, lines[1]!) >= 0.015, rav4Nx: gap(lines[0]!, lines[2]!) >= 0.015, rxNx: gap(lines[1]!, lines[2]!) >= 0.015 }).toEqual({ rav4Rx: true, rav4Nx: true, rxNx: true });
  }, 30_000);

  it('the RX and NX tailgates rake (the roof falls before the tail); the RAV4\'s stands upright', async () => {
    // Height of the top edge 6% of the length before the tail, as a share of the full height.
    const tail = async (seriesId: string) => topLine(await silhouette('suv', 1, seriesId))[93]!;
    const [rav4, rx, nx] = await Promise.all(['rav4', 'rx', 'nx'].map(tail));
    expect({ rav4: rav4 > 0.9, rx: rx < 0.85, nx: nx < 0.85 }).toEqual({ rav4: true, rx: true, nx: true });
  }, 30_000);

  it('series without their own body keep their sibling\'s drawing (the RAV4 Hybrid is a RAV4)', () => {
    expect(vehicleFragment('suv', '9A9A9A', 1, 'car', 'rav4hybrid')).toBe(vehicleFragment('suv', '9A9A9A', 1, 'car', 'rav4'));
    expect(vehicleFragment('suv', '9A9A9A', 1, 'car', 'rx')).not.toBe(vehicleFragment('suv', '9A9A9A', 1, 'car', 'nx'));
    expect(vehicleFragment('suv', '9A9A9A', 1, 'car', 'constructor')).toBe(vehicleFragment('suv', '9A9A9A', 1));
  });
});
