import type { BodyStyle } from '../image-kinds';
import { geometryFor, type VehicleGeometry } from './vehicle-geometry';

/**
 * Series whose body differs from their style's generic drawing (vehicle-geometry.ts), placed from
 * the real cars at about 251 scene px per metre along the car (heights stretched by heightScale):
 * overall length, wheelbase, overhangs, height, tyre diameter. Both are luxury crossovers: a long
 * hood, a roof that falls toward a raked tailgate, a beltline that rises to the back, black
 * cladding; the RX (4.89 m, wheelbase 2.85 m, 1.70 m tall, 21-in. wheels) long, with its blacked-out
 * D-pillar (the "floating roof"); the NX (4.66 m, 2.69 m, 1.66 m, 20-in.) shorter, its roof falling
 * sooner and its tailgate more raked.
 */

const rx: VehicleGeometry = {
  body: [[184, 650], [172, 596], [176, 500], [500, 476], [700, 350], [900, 338], [1170, 350], [1245, 368], [1378, 474], [1398, 540], [1400, 650]],
  windows: [
    [[585, 472], [708, 362], [880, 356], [880, 472]],
    [[900, 476], [900, 354], [1075, 356], [1075, 470]],
    [[1095, 466], [1095, 358], [1165, 360], [1228, 424], [1240, 458]],
    // The D-pillar in gloss black, joined to the back light: the roof seems to float.
    [[1252, 462], [1240, 422], [1180, 362], [1282, 380], [1352, 462]],
  ],
  doorLines: [[890, 477, 648], [575, 480, 648], [1085, 472, 648]],
  wheelRadius: 100,
  frontWheelX: 416,
  rearWheelX: 1133,
  frontX: 170,
  rearX: 1400,
  bumperY: 650,
  beltY: 476,
  roofY: 338,
  bodyHalfWidth: 241,
  heightScale: 1.12,
  cladding: true,
  spindleGrille: true,
};

const nx: VehicleGeometry = {
  body: [[214, 650], [202, 596], [206, 505], [520, 480], [700, 358], [830, 348], [1000, 356], [1175, 392], [1335, 484], [1368, 545], [1370, 650]],
  windows: [
    [[598, 476], [710, 368], [870, 362], [870, 478]],
    [[890, 480], [890, 360], [1055, 364], [1055, 476]],
    [[1075, 474], [1075, 366], [1125, 370], [1185, 430], [1198, 470]],
  ],
  doorLines: [[880, 483, 648], [588, 486, 648], [1065, 478, 648]],
  wheelRadius: 95,
  frontWheelX: 438,
  rearWheelX: 1113,
  frontX: 200,
  rearX: 1370,
  bumperY: 650,
  beltY: 480,
  roofY: 348,
  bodyHalfWidth: 235,
  heightScale: 1.12,
  cladding: true,
  spindleGrille: true,
};

const SERIES: Partial<Record<BodyStyle, Record<string, VehicleGeometry>>> = { suv: { rx, nx } };

/**
 * The series' own drawing where two series of one style differ in life, else the style's. Series
 * not listed (the RAV4's hybrid and plug-in, the Tacoma's hybrid) are the same body as their
 * sibling. Own keys only: a series id is a URL segment.
 */
export function bodyGeometry(bodyStyle: BodyStyle, seriesId?: string): VehicleGeometry {
  const table = SERIES[bodyStyle];
  return table && seriesId !== undefined && Object.hasOwn(table, seriesId) ? table[seriesId]! : geometryFor(bodyStyle);
}
