import type { BodyStyle, ExteriorAngle } from '../image-kinds';
import { clampHex, luminance, shade } from './color';
import { yawOf } from '../../../../src/domain/exterior-angles';
import { GROUND_Y, geometryFor, type VehicleGeometry } from './vehicle-geometry';

/**
 * Vehicle drawings as SVG fragments in a 1600 x 900 scene, drawn from the angle's yaw: head-on
 * faces at 0 and 180 degrees, the side at 90, quarter views (the side slanted away plus the front
 * or rear face) between, and past 180 the mirror images (the other side). Everything is painted
 * from the exterior colour so a colour pick visibly repaints.
 */

type Point = [number, number];

const GLASS_TOP = '#3A4654';
const GLASS_BOTTOM = '#1C232C';
const TYRE = '#161616';
const RIM = '#BFC5CC';

function pts(points: Point[]): string {
  return points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

function paintDefs(id: string, paint: string): string {
  // Very dark paint gets a lighter highlight so the shape still reads on a dark backdrop.
  const highlight = shade(paint, luminance(paint) < 0.15 ? 0.35 : 0.25);
  return `<defs>
  <linearGradient id="${id}-paint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${highlight}"/><stop offset="0.45" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.45)}"/>
  </linearGradient>
  <linearGradient id="${id}-glass" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${GLASS_TOP}"/><stop offset="1" stop-color="${GLASS_BOTTOM}"/>
  </linearGradient>
  <radialGradient id="${id}-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

function wheel(cx: number, cy: number, r: number, rx = r): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * rx * 0.55).toFixed(1)}" y2="${(cy + Math.sin(a) * r * 0.55).toFixed(1)}" stroke="#8C949C" stroke-width="${(r * 0.1).toFixed(1)}" stroke-linecap="round"/>`;
  }).join('');
  return `<g><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r}" fill="${TYRE}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${(rx * 0.62).toFixed(1)}" ry="${(r * 0.62).toFixed(1)}" fill="${RIM}"/>${spokes}
<ellipse cx="${cx}" cy="${cy}" rx="${(rx * 0.14).toFixed(1)}" ry="${(r * 0.14).toFixed(1)}" fill="#5A6068"/></g>`;
}

/** Side profile, front to the left, in scene coordinates. */
function sideView(id: string, g: VehicleGeometry, paint: string): string {
  const edge = shade(paint, -0.35);
  const arches = [g.frontWheelX, g.rearWheelX]
    .map((x) => `<circle cx="${x}" cy="${GROUND_Y - g.wheelRadius + 6}" r="${g.wheelRadius + 14}" fill="#0E0E0E"/>`)
    .join('');
  const windows = g.windows
    .map((w) => `<polygon points="${pts(w)}" fill="url(#${id}-glass)" stroke="${edge}" stroke-width="6" stroke-linejoin="round"/>`)
    .join('');
  const doors = g.doorLines
    .map(([x, y1, y2]) => `<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}" stroke="${edge}" stroke-width="3"/>`)
    .join('');
  const handles = g.doorLines
    .slice(0, 2)
    .map(([x, y1]) => `<rect x="${x + 40}" y="${y1 + 30}" width="46" height="10" rx="5" fill="${shade(paint, -0.25)}"/>`)
    .join('');
  const headlightY = g.bumperY - (g.bumperY - g.beltY) * 0.62;
  const headlight = `<polygon points="${pts([[g.frontX + 8, headlightY], [g.frontX + 95, headlightY - 14], [g.frontX + 100, headlightY + 16], [g.frontX + 14, headlightY + 24]])}" fill="#F4F6F2" stroke="#9AA3AC" stroke-width="3"/>`;
  const taillight = `<rect x="${g.rearX - 26}" y="${headlightY - 10}" width="22" height="44" rx="6" fill="#C8102E"/>`;
  const mirror = `<polygon points="${pts([[g.windows[0]![0]![0] + 5, g.beltY - 8], [g.windows[0]![0]![0] + 50, g.beltY - 30], [g.windows[0]![0]![0] + 58, g.beltY - 4]])}" fill="${shade(paint, -0.15)}"/>`;
  const bed = g.bed
    ? `<rect x="${g.bed.fromX}" y="${g.bed.topY - 4}" width="${g.bed.toX - g.bed.fromX}" height="14" fill="${shade(paint, -0.3)}"/>`
    : '';
  const sill = `<polygon points="${pts([[g.frontWheelX + g.wheelRadius + 18, g.bumperY - 24], [g.rearWheelX - g.wheelRadius - 18, g.bumperY - 24], [g.rearWheelX - g.wheelRadius - 18, g.bumperY - 2], [g.frontWheelX + g.wheelRadius + 18, g.bumperY - 2]])}" fill="${shade(paint, -0.5)}"/>`;
  const wheels = [g.frontWheelX, g.rearWheelX].map((x) => wheel(x, GROUND_Y - g.wheelRadius + 6, g.wheelRadius)).join('');
  return `<g>
<polygon points="${pts(g.body)}" fill="url(#${id}-paint)" stroke="url(#${id}-paint)" stroke-width="22" stroke-linejoin="round"/>
${arches}${sill}${bed}${windows}${doors}${handles}${headlight}${taillight}${mirror}${wheels}</g>`;
}

/** Front (or rear) face seen head-on, centred at x = 800. */
function faceView(id: string, g: VehicleGeometry, paint: string, rear: boolean): string {
  const cx = 800;
  const edge = shade(paint, -0.35);
  const tyreTop = GROUND_Y - g.wheelRadius * 0.95;
  const tyres = [-1, 1]
    .map((s) => `<rect x="${cx + s * (g.halfWidth - 80) - 50}" y="${tyreTop}" width="100" height="${GROUND_Y - tyreTop + 4}" rx="18" fill="${TYRE}"/>`)
    .join('');
  const bodyTop = g.beltY - 20;
  const lower = `<rect x="${cx - g.halfWidth}" y="${bodyTop}" width="${g.halfWidth * 2}" height="${g.bumperY - bodyTop}" rx="46" fill="url(#${id}-paint)"/>`;
  const house: Point[] = [[cx - g.halfWidth + 50, bodyTop + 4], [cx - g.roofHalfWidth, g.roofY], [cx + g.roofHalfWidth, g.roofY], [cx + g.halfWidth - 50, bodyTop + 4]];
  const glass: Point[] = [[cx - g.halfWidth + 90, bodyTop - 6], [cx - g.roofHalfWidth + 30, g.roofY + 22], [cx + g.roofHalfWidth - 30, g.roofY + 22], [cx + g.halfWidth - 90, bodyTop - 6]];
  const lampY = bodyTop + 45;
  const lampColour = rear ? '#C8102E' : '#F4F6F2';
  const lamps = [-1, 1]
    .map((s) => `<rect x="${cx + s * (g.halfWidth - 120) - 70}" y="${lampY}" width="140" height="42" rx="14" fill="${lampColour}" stroke="#6E767E" stroke-width="3"/>`)
    .join('');
  const grilleWidth = g.bed ? g.halfWidth * 1.1 : g.halfWidth * 0.8;
  const grille = rear
    ? `<rect x="${cx - 110}" y="${lampY + 10}" width="220" height="60" rx="6" fill="${shade(paint, -0.25)}" stroke="${edge}" stroke-width="3"/>`
    : `<rect x="${cx - grilleWidth / 2}" y="${lampY + 55}" width="${grilleWidth}" height="${g.bed ? 110 : 70}" rx="18" fill="#1E1E1E"/>` +
      Array.from({ length: 4 }, (_, i) => `<line x1="${cx - grilleWidth / 2 + 14}" x2="${cx + grilleWidth / 2 - 14}" y1="${lampY + 72 + i * (g.bed ? 25 : 15)}" y2="${lampY + 72 + i * (g.bed ? 25 : 15)}" stroke="#4A4A4A" stroke-width="4"/>`).join('');
  const mirrors = rear
    ? ''
    : [-1, 1].map((s) => `<rect x="${cx + s * (g.halfWidth + 10) - 30}" y="${bodyTop - 40}" width="60" height="38" rx="10" fill="${shade(paint, -0.15)}"/>`).join('');
  const bumper = `<rect x="${cx - g.halfWidth + 30}" y="${g.bumperY - 34}" width="${(g.halfWidth - 30) * 2}" height="30" rx="12" fill="${shade(paint, -0.55)}"/>`;
  return `<g>${tyres}<polygon points="${pts(house)}" fill="url(#${id}-paint)" stroke="url(#${id}-paint)" stroke-width="18" stroke-linejoin="round"/>
<polygon points="${pts(glass)}" fill="url(#${id}-glass)"/>${lower}${lamps}${grille}${mirrors}${bumper}</g>`;
}

/** The side slanted away from the viewer plus the front (or rear) face receding the other way. */
function threeQuarterView(id: string, g: VehicleGeometry, paint: string, rear: boolean, sx = 0.78, faceWidth = 240): string {
  const slope = -0.05;
  const horizon = 560;
  const ox = 800 - (faceWidth + (g.rearX - g.frontX) * sx) / 2 + faceWidth - g.frontX * sx;
  const oy = -slope * ((g.frontX + g.rearX) / 2) * 0.5;
  const map = ([x, y]: Point): Point => [ox + x * sx, oy + y + slope * (x - g.frontX)];
  const noseTop = g.body[2]![1];
  const nearBottom = map([g.frontX, g.bumperY]);
  const nearTop = map([g.frontX, noseTop]);
  // The far edge of the face is farther from the camera: shorter, pulled toward the horizon.
  const toward = (y: number): number => y + (horizon - y) * 0.14;
  const farTop: Point = [nearTop[0] - faceWidth, toward(nearTop[1])];
  const farBottom: Point = [nearBottom[0] - faceWidth, toward(nearBottom[1])];
  const onFace = (u: number, v: number): Point => {
    const top: Point = [nearTop[0] + (farTop[0] - nearTop[0]) * u, nearTop[1] + (farTop[1] - nearTop[1]) * u];
    const bottom: Point = [nearBottom[0] + (farBottom[0] - nearBottom[0]) * u, nearBottom[1] + (farBottom[1] - nearBottom[1]) * u];
    return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
  };
  const quad = (u1: number, u2: number, v1: number, v2: number): string =>
    pts([onFace(u1, v1), onFace(u2, v1), onFace(u2, v2), onFace(u1, v2)]);
  const lampColour = rear ? '#C8102E' : '#F4F6F2';
  const lamps = `<polygon points="${quad(0.06, 0.3, 0.12, 0.38)}" fill="${lampColour}" stroke="#6E767E" stroke-width="2"/>` +
    `<polygon points="${quad(0.7, 0.94, 0.12, 0.38)}" fill="${lampColour}" stroke="#6E767E" stroke-width="2"/>`;
  const grille = rear
    ? `<polygon points="${quad(0.36, 0.64, 0.18, 0.45)}" fill="${shade(paint, -0.3)}"/>`
    : `<polygon points="${quad(0.33, 0.67, g.bed ? 0.14 : 0.3, 0.66)}" fill="#1E1E1E"/>`;
  const bumper = `<polygon points="${quad(0.02, 0.98, 0.82, 0.98)}" fill="${shade(paint, -0.55)}"/>`;
  const windshieldBase = map(g.windows[0]![0]!);
  const hood: Point[] = [nearTop, windshieldBase, [windshieldBase[0] - faceWidth * 0.8, toward(windshieldBase[1])], farTop];
  const matrix = `matrix(${sx},${slope},0,1,${ox.toFixed(1)},${(oy - slope * g.frontX).toFixed(1)})`;
  const mirrorTransform = rear ? 'matrix(-1,0,0,1,1600,0)' : '';
  return `<g transform="${mirrorTransform}">
${wheel(farBottom[0] + 70, GROUND_Y - g.wheelRadius * 0.9, g.wheelRadius * 0.9, g.wheelRadius * 0.4)}
<g transform="${matrix}">${sideView(id, g, paint)}</g>
<polygon points="${pts(hood)}" fill="${shade(paint, 0.15)}" stroke="${shade(paint, 0.15)}" stroke-width="8" stroke-linejoin="round"/>
<polygon points="${pts([nearTop, farTop, farBottom, nearBottom])}" fill="url(#${id}-paint)" stroke="url(#${id}-paint)" stroke-width="14" stroke-linejoin="round"/>
${lamps}${grille}${bumper}</g>`;
}

/**
 * How a quarter view looks at `q` degrees from the face (0 head-on, 90 the side): how much of the
 * side shows (sx, its horizontal scale, through the points the original views 10, 2 and 9 were
 * drawn with) and how wide the front or rear face is (shrinking evenly to nothing at the side), so
 * a turn in even steps moves in even steps.
 */
const SIDE_SCALE: ReadonlyArray<[number, number]> = [[0, 0.25], [22.5, 0.52], [45, 0.78], [67.5, 0.93], [90, 1]];

export function quarterView(q: number): { sx: number; faceWidth: number } {
  let sx = 1;
  for (let i = 1; i < SIDE_SCALE.length; i += 1) {
    const [q0, s0] = SIDE_SCALE[i - 1]!;
    const [q1, s1] = SIDE_SCALE[i]!;
    if (q <= q1) {
      sx = s0 + ((s1 - s0) * (q - q0)) / (q1 - q0);
      break;
    }
  }
  return { sx: Math.round(sx * 1000) / 1000, faceWidth: Math.round((480 * (90 - q)) / 90) };
}

/** The drawing of the car seen from `yaw` (degrees, see src/domain/exterior-angles), before mirroring. */
function viewAt(id: string, g: VehicleGeometry, paint: string, yaw: number): string {
  if (yaw === 0 || yaw === 180) return faceView(id, g, paint, yaw === 180);
  if (yaw === 90) return sideView(id, g, paint);
  const rear = yaw > 90;
  const { sx, faceWidth } = quarterView(rear ? 180 - yaw : yaw);
  return threeQuarterView(id, g, paint, rear, sx, faceWidth);
}

/** SVG fragment (with its own defs) of the vehicle at `angle`; `id` keeps gradient ids unique. */
export function vehicleFragment(bodyStyle: BodyStyle, hex: string, angle: ExteriorAngle, id = 'car'): string {
  const g = geometryFor(bodyStyle);
  const paint = clampHex(hex);
  const yaw = yawOf(angle) ?? 90;
  const headOn = yaw === 0 || yaw === 180;
  const shadow = `<ellipse cx="800" cy="${GROUND_Y + 4}" rx="${headOn ? g.halfWidth + 90 : 700}" ry="40" fill="url(#${id}-shadow)"/>`;
  // Past the tail the camera sees the car's other side: the mirror image of the view at 360 - yaw.
  const drawing = yaw > 180 ? `<g transform="matrix(-1,0,0,1,1600,0)">${viewAt(id, g, paint, 360 - yaw)}</g>` : viewAt(id, g, paint, yaw);
  return `${paintDefs(id, paint)}${shadow}${drawing}`;
}
