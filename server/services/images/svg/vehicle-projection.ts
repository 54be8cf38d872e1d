import type { VehicleGeometry } from './vehicle-geometry';
import { GROUND_Y } from './vehicle-geometry';

/**
 * A body as a simple 3D solid, seen from any yaw: the side profile (vehicle-geometry, scene px)
 * lofted across the car's width, the glasshouse leaning in above the beltline (tumblehome), viewed
 * by an orthographic camera a little above the car. Every angle of a turn is the same solid, so
 * the proportions hold at all 24 steps (the head-on views are as tall and as wide as the car).
 *
 * Car coordinates: X along the car (the nose at -X, as the side view draws it to the left), Y up
 * from the ground, Z across (+Z is the side the side view shows). Screen: x right, y down.
 */

type Point = [number, number];

/** Camera elevation: enough to see the hood and roof head-on, as a showroom photo does. */
const ELEVATION = (9 * Math.PI) / 180;
/** The turntable's centre on screen: the car turns about it. */
const CENTRE_X = 800;
const CENTRE_Y = 700;
/** How far the glasshouse leans in, as a share of the half width, from the beltline to the roof. */
const TUMBLEHOME = 0.2;

export interface Solid {
  g: VehicleGeometry;
  /** Centre of the profile along the car (scene x). */
  cx: number;
  /** Half width of the body at the beltline (px). */
  w: number;
}

export function solidOf(g: VehicleGeometry): Solid {
  return { g, cx: (g.frontX + g.rearX) / 2, w: g.bodyHalfWidth };
}

/** Height above the ground (px) of a scene y on the profile. */
export function heightOf(s: Solid, sceneY: number): number {
  return (GROUND_Y - sceneY) * s.g.heightScale;
}

/** Half width at height `y` above the ground: full below the beltline, leaning in above it. */
export function halfWidthAt(s: Solid, y: number): number {
  const belt = heightOf(s, s.g.beltY);
  const roof = heightOf(s, s.g.roofY);
  if (y <= belt || roof <= belt) return s.w;
  return s.w * (1 - (TUMBLEHOME * Math.min(1, (y - belt) / (roof - belt))));
}

export interface View {
  sin: number;
  cos: number;
}

/** The view from `yaw` degrees: 0 the nose head-on, 90 the +Z side, 180 the tail. */
export function viewOf(yaw: number): View {
  const r = (yaw * Math.PI) / 180;
  // Rounded so the head-on and side views are exact (no hairline slivers from 6e-17).
  return { sin: Math.round(Math.sin(r) * 1e9) / 1e9, cos: Math.round(Math.cos(r) * 1e9) / 1e9 };
}

/** Screen point of a car point. */
export function project(v: View, X: number, Y: number, Z: number): Point {
  const across = X * v.sin + Z * v.cos;
  const toward = -X * v.cos + Z * v.sin;
  const up = Y * Math.cos(ELEVATION) - toward * Math.sin(ELEVATION);
  return [CENTRE_X + across, CENTRE_Y - up];
}

/** How much a surface with outward normal (nx, ny, nz) faces the camera (> 0: visible). */
export function facing(v: View, nx: number, ny: number, nz: number): number {
  return (-nx * v.cos + nz * v.sin) * Math.cos(ELEVATION) + ny * Math.sin(ELEVATION);
}

/** How far toward the camera a car point is (larger is nearer); painters draw far to near. */
export function depth(v: View, X: number, Y: number, Z: number): number {
  return (-X * v.cos + Z * v.sin) * Math.cos(ELEVATION) + Y * Math.sin(ELEVATION);
}

/** The car point of a profile point (scene x, y) on the side at `side` (+1 the +Z side, -1 the other). */
export function onProfile(s: Solid, [x, y]: Point, side: number, share = 1): [number, number, number] {
  const Y = heightOf(s, y);
  return [x - s.cx, Y, side * share * halfWidthAt(s, Y)];
}

/**
 * The SVG matrix that draws scene-coordinate artwork (the side view's windows, doors, lamps) onto
 * the +Z side of the solid: the plane z = w below the beltline, or the leaning glasshouse above it.
 */
export function sideMatrix(s: Solid, v: View, upper: boolean): string {
  const to = (x: number, y: number): Point => {
    const Y = heightOf(s, y);
    // Below the beltline the side is flat; above it the plane leans in linearly (extended past the roof).
    const belt = heightOf(s, s.g.beltY);
    const roof = heightOf(s, s.g.roofY);
    const Z = upper ? s.w * (1 - (TUMBLEHOME * (Y - belt)) / (roof - belt)) : s.w;
    return project(v, x - s.cx, Y, Z);
  };
  const o = to(0, 0);
  const ex = to(1, 0);
  const ey = to(0, 1);
  const n = (value: number) => Number(value.toFixed(5));
  return `matrix(${n(ex[0] - o[0])},${n(ex[1] - o[1])},${n(ey[0] - o[0])},${n(ey[1] - o[1])},${n(o[0])},${n(o[1])})`;
}

/** The SVG matrix that draws a unit circle as a wheel's face: centre (X, r) at depth Z, radius r. */
export function wheelMatrix(v: View, X: number, r: number, Z: number): string {
  const o = project(v, X, r, Z);
  const ex = project(v, X + r, r, Z);
  const ey = project(v, X, r + r, Z);
  const n = (value: number) => Number(value.toFixed(4));
  // Unit circle y points down in SVG: map +y to the wheel's downward direction.
  return `matrix(${n(ex[0] - o[0])},${n(ex[1] - o[1])},${n(o[0] - ey[0])},${n(o[1] - ey[1])},${n(o[0])},${n(o[1])})`;
}
