import type { BodyStyle, ExteriorAngle } from '../image-kinds';
import { clampHex, luminance, shade } from './color';
import { yawOf } from '../../../../src/domain/exterior-angles';
import { GROUND_Y, type VehicleGeometry } from './vehicle-geometry';
import { bodyGeometry } from './series-geometry';
import { depth, facing, heightOf, onProfile, project, sideMatrix, solidOf, viewOf, wheelMatrix, type Solid, type View } from './vehicle-projection';

/**
 * Vehicle drawings as SVG fragments in a 1600 x 900 scene: the body style's solid
 * (vehicle-projection, ADR 0206) seen from the angle's yaw, and past 180 degrees the mirror image
 * (the other side). Everything is painted from the exterior colour so a colour pick visibly repaints.
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

/** The side's artwork (body, arches, glass, doors, lamps; no wheels), front to the left, in scene coordinates. */
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
  return `<g>
<polygon points="${pts(g.body)}" fill="url(#${id}-paint)" stroke="url(#${id}-paint)" stroke-width="22" stroke-linejoin="round"/>
${cladding(id, g)}${arches}${sill}${bed}${windows}${doors}${handles}${headlight}${taillight}${mirror}${roofRails(g, paint)}</g>`;
}

const CLADDING = '#24272B';

/** An SUV's black cladding: broad bands round the arches and a band along the sills, inside the body's outline. */
function cladding(id: string, g: VehicleGeometry): string {
  if (!g.cladding) return '';
  const rings = [g.frontWheelX, g.rearWheelX].map((x) => `<circle cx="${x}" cy="${GROUND_Y - g.wheelRadius + 6}" r="${g.wheelRadius + 40}" fill="${CLADDING}"/>`).join('');
  const band = `<rect x="${g.frontX}" y="${g.bumperY - 30}" width="${g.rearX - g.frontX}" height="44" fill="${CLADDING}"/>`;
  return `<defs><clipPath id="${id}-outline"><polygon points="${pts(g.body)}"/></clipPath></defs><g clip-path="url(#${id}-outline)">${rings}${band}</g>`;
}

/** Roof rails: a bar on two feet above the roof line. */
function roofRails(g: VehicleGeometry, paint: string): string {
  if (!g.roofRails) return '';
  const [from, to] = g.roofRails;
  const y = g.roofY - 10;
  return `<polygon points="${pts([[from, y + 12], [from + 30, y - 14], [to - 30, y - 14], [to, y + 12], [to - 40, y + 12], [to - 52, y - 2], [from + 52, y - 2], [from + 40, y + 12]])}" fill="${shade(paint, -0.55)}"/>`;
}

interface Face {
  depth: number;
  svg: string;
}

/** Whether a profile edge is glass (windshield, back light): steep, and above the beltline. */
function isGlass(g: VehicleGeometry, a: Point, b: Point): boolean {
  const steep = Math.abs(a[1] - b[1]) > 0.5 * Math.abs(a[0] - b[0]);
  return steep && (a[1] + b[1]) / 2 < g.beltY;
}

/**
 * The car seen from `yaw` as the lofted solid (vehicle-projection): the surfaces round the profile
 * (bumpers, hood, windshield, roof, back light, trunk or tailgate; a pickup's bed open and dark)
 * that face the camera, far to near, shaded by a light from above the front; then the visible side
 * with the side view's artwork laid on it; the wheels as discs with their treads.
 */
function projectedView(id: string, g: VehicleGeometry, paint: string, yaw: number): string {
  const s = solidOf(g);
  const v = viewOf(yaw);
  const edge = shade(paint, -0.35);
  const faces: Face[] = [];
  const profile = g.body;
  // Profile edges run front-bottom, up, over the roof and down the back: outward is (-dy, dx) with y up.
  const strips = profile.slice(0, -1).map((a, i) => {
    const b = profile[i + 1]!;
    const [ax, ay] = [a[0] - s.cx, heightOf(s, a[1])];
    const [bx, by] = [b[0] - s.cx, heightOf(s, b[1])];
    const length = Math.hypot(bx - ax, by - ay) || 1;
    return { a, b, nx: -(by - ay) / length, ny: (bx - ax) / length };
  });
  const frontStrips = strips.filter((t) => t.nx < -0.45 && t.ny < 0.7 && !isGlass(g, t.a, t.b));
  const rearStrips = strips.filter((t) => t.nx > 0.45 && t.ny < 0.7 && !isGlass(g, t.a, t.b));
  for (const t of strips) {
    const light = facing(v, t.nx, t.ny, 0);
    if (light <= 0.005) continue;
    const corners = [onProfile(s, t.a, 1), onProfile(s, t.b, 1), onProfile(s, t.b, -1), onProfile(s, t.a, -1)];
    const bed = g.bed && t.a[1] === g.bed.topY && t.b[1] === g.bed.topY;
    const glass = isGlass(g, t.a, t.b);
    // Lit from above the front: the hood and roof bright, the tail in shade.
    const lit = 0.5 * t.ny - 0.25 * t.nx;
    const fill = bed ? '#1E1E1E' : glass ? `url(#${id}-glass)` : shade(paint, Math.max(-0.4, Math.min(0.3, lit * 0.45 - 0.05)));
    const mid = corners.reduce((sum, c) => sum + depth(v, ...c), 0) / 4;
    let svg = `<polygon points="${pts(corners.map((c) => project(v, ...c)))}" fill="${fill}" stroke="${bed ? shade(paint, -0.3) : edge}" stroke-width="${bed ? 10 : 2}" stroke-linejoin="round"/>`;
    svg += details(s, v, t, frontStrips, rearStrips, paint);
    faces.push({ depth: mid, svg });
  }
  faces.sort((p, q) => p.depth - q.depth);
  const wheels = [g.frontWheelX, g.rearWheelX].flatMap((x) => [1, -1].map((side) => wheel3d(s, v, x - s.cx, side)));
  const far = wheels.filter((w) => w.side * v.sin < 0 || (v.sin === 0 && w.side < 0));
  const near = wheels.filter((w) => !far.includes(w));
  const side = v.sin > 0.001 ? sideOnSolid(id, s, v, paint) : '';
  // Treads first: a tyre is behind the bumpers and the body side; only the near discs come over the side.
  return `<g>${wheels.map((w) => w.tread).join('')}${far.map((w) => w.face).join('')}${faces.map((f) => f.svg).join('')}${side}${near.map((w) => w.face).join('')}${mirrors(s, v, paint)}</g>`;
}

type Strip = { a: Point; b: Point; nx: number; ny: number };

/** Lamps and grille on the face strips: head lamps on the top front strip, the grille on the bottom one, tail lamps at the back. */
function details(s: Solid, v: View, t: Strip, front: Strip[], rear: Strip[], paint: string): string {
  const on = (u: number, share: number): Point => {
    const p: Point = [t.a[0] + (t.b[0] - t.a[0]) * u, t.a[1] + (t.b[1] - t.a[1]) * u];
    const [X, Y] = [p[0] - s.cx, heightOf(s, p[1])];
    return project(v, X, Y, share * s.w);
  };
  const quad = (u1: number, u2: number, z1: number, z2: number) => pts([on(u1, z1), on(u2, z1), on(u2, z2), on(u1, z2)]);
  let out = '';
  const truck = Boolean(s.g.bed);
  if (t === front[front.length - 1]) {
    out += [1, -1].map((k) => `<polygon points="${quad(0.15, 0.7, k * 0.58, k * 0.93)}" fill="#F4F6F2" stroke="#6E767E" stroke-width="2"/>`).join('');
  }
  if (s.g.spindleGrille && front.length > 1 && (t === front[0] || t === front[front.length - 1])) {
    // Bottom strip: the grille's wide lower half; top strip: its waist rising between the lamps.
    const [from, to, half] = t === front[0] ? [0, 1, 0.6] : [0, 0.8, 0.4];
    out += `<polygon points="${quad(from, to, -half, half)}" fill="#15171A" stroke="#5A6068" stroke-width="3"/>`;
    if (t === front[0]) return out;
  }
  if (t === front[0]) {
    const half = truck ? 0.75 : 0.5;
    out += `<polygon points="${quad(truck ? 0.1 : 0.3, truck ? 0.85 : 0.8, -half, half)}" fill="#1E1E1E" stroke="#4A4A4A" stroke-width="2"/>`;
    if (front.length === 1) out += [1, -1].map((k) => `<polygon points="${quad(0.05, 0.25, k * 0.58, k * 0.93)}" fill="#F4F6F2"/>`).join('');
  }
  if (t === rear[0]) {
    out += [1, -1].map((k) => `<polygon points="${quad(0.1, 0.45, k * 0.6, k * 0.95)}" fill="#C8102E" stroke="#6E767E" stroke-width="2"/>`).join('');
    out += `<polygon points="${quad(0.55, 0.9, -0.3, 0.3)}" fill="${shade(paint, -0.3)}"/>`;
  }
  return out;
}

/** The side view's artwork (without its wheels) laid on the +Z side: the flat body below the beltline, the leaning glasshouse above. */
function sideOnSolid(id: string, s: Solid, v: View, paint: string): string {
  const art = sideView(id, s.g, paint);
  const belt = s.g.beltY;
  return `<defs><clipPath id="${id}-below"><rect x="0" y="${belt}" width="1600" height="${900 - belt}"/></clipPath><clipPath id="${id}-above"><rect x="0" y="0" width="1600" height="${belt}"/></clipPath></defs>
<g transform="${sideMatrix(s, v, false)}"><g clip-path="url(#${id}-below)">${art}</g></g>
<g transform="${sideMatrix(s, v, true)}"><g clip-path="url(#${id}-above)">${art}</g></g>`;
}

/** Door mirrors: small boxes out from the base of the windshield, seen from the front half (from behind, the body hides them). */
function mirrors(s: Solid, v: View, paint: string): string {
  if (v.cos < 0) return '';
  const base = s.g.windows[0]![0]!;
  const X = base[0] + 30 - s.cx;
  const Y = heightOf(s, s.g.beltY) + 18;
  return [1, -1]
    .map((side) => {
      const inner = side * s.w;
      const outer = side * (s.w + 38);
      const quadPts = [project(v, X, Y, inner), project(v, X, Y, outer), project(v, X, Y + 34, outer), project(v, X + 10, Y + 34, inner)];
      return `<polygon points="${pts(quadPts)}" fill="${shade(paint, -0.15)}" stroke="${shade(paint, -0.4)}" stroke-width="2"/>`;
    })
    .join('');
}

/** A wheel: its tread (what shows head-on) and its outer face (what shows from the side). */
function wheel3d(s: Solid, v: View, X: number, side: number): { side: number; tread: string; face: string } {
  const r = s.g.wheelRadius;
  const outer = side * s.w * 0.97;
  const inner = side * s.w * 0.6;
  const tread = [project(v, X, 2 * r, outer), project(v, X, 2 * r, inner), project(v, X, 0, inner), project(v, X, 0, outer)];
  const hubFacing = side * v.sin > 0;
  const face = hubFacing ? `<g transform="${wheelMatrix(v, X, r, outer)}">${wheel(0, 0, 1)}</g>` : `<g transform="${wheelMatrix(v, X, r, outer)}"><circle r="1" fill="${TYRE}"/></g>`;
  return { side, tread: `<polygon points="${pts(tread)}" fill="${TYRE}" stroke="${TYRE}" stroke-width="6" stroke-linejoin="round"/>`, face };
}

/**
 * SVG fragment (with its own defs) of the vehicle at `angle`; `id` keeps gradient ids unique;
 * `seriesId` picks the series' own body where it has one (series-geometry.ts).
 */
export function vehicleFragment(bodyStyle: BodyStyle, hex: string, angle: ExteriorAngle, id = 'car', seriesId?: string): string {
  const g = bodyGeometry(bodyStyle, seriesId);
  const paint = clampHex(hex);
  const yaw = yawOf(angle) ?? 90;
  const shadow = `<ellipse cx="800" cy="${GROUND_Y - 10}" rx="${Math.round(180 + 520 * Math.abs(Math.sin((yaw * Math.PI) / 180)))}" ry="55" fill="url(#${id}-shadow)"/>`;
  // Past the tail the camera sees the car's other side: the mirror image of the view at 360 - yaw.
  const drawing = yaw > 180 ? `<g transform="matrix(-1,0,0,1,1600,0)">${projectedView(id, g, paint, 360 - yaw)}</g>` : projectedView(id, g, paint, yaw);
  return `${paintDefs(id, paint)}${shadow}${drawing}`;
}
