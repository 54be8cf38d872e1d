/**
 * The exterior camera angles of the image service and where each one stands around the car.
 * Shared by the image service (which draws an angle from its yaw) and the viewer (which walks the
 * angles a catalog lists in turning order), so both read one table.
 *
 * Yaw is the camera's position in degrees around the car seen from above: 0 head-on at the front,
 * 90 the side with the nose to the left, 180 the tail, 270 the other side. Codes 1-16 are the
 * original views (1 side, 2 front three-quarter, 3 rear three-quarter, 4 front, 5 rear, 6-8 the
 * other side, 9-16 the quarters between them, 22.5 degrees apart); codes 17-32 fill in the
 * 15-degree positions a smooth 24-step turn needs. Existing codes keep their meaning, so stored
 * image URLs and catalogs stay valid (ADR 0139).
 */
export const ANGLE_YAW: Readonly<Record<number, number>> = {
  4: 0,
  10: 22.5,
  2: 45,
  9: 67.5,
  1: 90,
  11: 112.5,
  3: 135,
  12: 157.5,
  5: 180,
  16: 202.5,
  8: 225,
  15: 247.5,
  6: 270,
  13: 292.5,
  7: 315,
  14: 337.5,
  17: 15,
  18: 30,
  19: 60,
  20: 75,
  21: 105,
  22: 120,
  23: 150,
  24: 165,
  25: 195,
  26: 210,
  27: 240,
  28: 255,
  29: 285,
  30: 300,
  31: 330,
  32: 345,
};

/** Every angle code the image service draws, ascending. */
export const ANGLE_CODES: readonly number[] = Object.keys(ANGLE_YAW)
  .map(Number)
  .sort((a, b) => a - b);

/** The yaw of an angle code (number or GraphQL string); undefined for a code the service does not draw. */
export function yawOf(angle: number | string): number | undefined {
  const code = typeof angle === 'number' ? angle : /^\d+$/.test(angle) ? Number(angle) : NaN;
  return ANGLE_YAW[code];
}

/**
 * The codes of a turn in `steps` even steps (a divisor of 360 whose positions the table holds, e.g. 8,
 * 16 or 24), in turning order starting at `fromYaw`.
 */
export function evenTurn(steps: number, fromYaw = 0): number[] {
  const byYaw = new Map(Object.entries(ANGLE_YAW).map(([code, yaw]) => [yaw, Number(code)]));
  return Array.from({ length: steps }, (_, i) => {
    const yaw = (fromYaw + (i * 360) / steps) % 360;
    const code = byYaw.get(yaw);
    if (code === undefined) throw new Error(`no exterior angle at ${yaw} degrees`);
    return code;
  });
}
