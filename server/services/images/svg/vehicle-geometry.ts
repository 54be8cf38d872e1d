import type { BodyStyle } from '../image-kinds';

/**
 * Side and front geometry of each body style in a 1600 x 900 scene, front of the car to the left,
 * ground at y = 720. Numbers are hand-placed so the five silhouettes read as what they are:
 * a truck has a cab and an open bed, a minivan a long roof with a short hood, an SUV height and
 * ground clearance, a sedan a trunk step, a hatchback a steep rear.
 */
export interface VehicleGeometry {
  /** Painted body outline (side view). */
  body: Array<[number, number]>;
  /** Glass areas (side view). */
  windows: Array<Array<[number, number]>>;
  /** Door cut lines as [x, yTop, yBottom]. */
  doorLines: Array<[number, number, number]>;
  wheelRadius: number;
  frontWheelX: number;
  rearWheelX: number;
  /** Front bumper x (leftmost) and rear x (rightmost). */
  frontX: number;
  rearX: number;
  /** Heights used by the front and rear faces: bottom of bumper, beltline, roof. */
  bumperY: number;
  beltY: number;
  roofY: number;
  /** Half the body's width at the beltline, in the profile's px (the car's width over its length as in life). */
  bodyHalfWidth: number;
  /** Stretch of the profile's heights, so height over length is the real car's (the side art was drawn low). */
  heightScale: number;
  /** Truck bed: drawn as an open box behind the cab. */
  bed?: { fromX: number; toX: number; topY: number };
  /** Unpainted black cladding round the wheel arches and along the sills: an SUV's strongest cue. */
  cladding?: boolean;
  /** Roof rails along the roof, from x to x (a compact SUV's). */
  roofRails?: [number, number];
  /** The luxury brand's spindle grille: a tall dark hourglass over the whole nose, not a slot in the bumper. */
  spindleGrille?: boolean;
}

export const GROUND_Y = 720;

const sedan: VehicleGeometry = {
  body: [[210, 690], [200, 615], [230, 565], [560, 530], [720, 420], [1010, 415], [1210, 520], [1385, 540], [1400, 615], [1390, 690]],
  windows: [[[600, 525], [735, 435], [860, 432], [860, 525]], [[880, 525], [880, 432], [1000, 430], [1165, 525]]],
  doorLines: [[870, 530, 680], [600, 535, 680], [1140, 535, 680]],
  wheelRadius: 86,
  frontWheelX: 420,
  rearWheelX: 1170,
  frontX: 200,
  rearX: 1400,
  bumperY: 690,
  beltY: 540,
  roofY: 415,
  bodyHalfWidth: 225,
  heightScale: 1.12,
};

const hatchback: VehicleGeometry = {
  body: [[260, 690], [250, 615], [280, 565], [560, 530], [720, 415], [1080, 410], [1250, 500], [1300, 600], [1290, 690]],
  windows: [[[600, 525], [735, 430], [880, 428], [880, 525]], [[900, 525], [900, 428], [1070, 425], [1210, 510], [1215, 525]]],
  doorLines: [[890, 530, 680], [600, 535, 680]],
  wheelRadius: 84,
  frontWheelX: 450,
  rearWheelX: 1110,
  frontX: 250,
  rearX: 1300,
  bumperY: 690,
  beltY: 530,
  roofY: 410,
  bodyHalfWidth: 205,
  heightScale: 1.0,
};

// The compact SUV (RAV4): upright tailgate, flat roof with rails, a high blunt nose, black cladding.
const suv: VehicleGeometry = {
  body: [[200, 655], [188, 590], [194, 498], [520, 472], [660, 345], [1250, 337], [1340, 370], [1362, 470], [1370, 655]],
  windows: [[[560, 465], [680, 360], [860, 356], [860, 465]], [[880, 465], [880, 355], [1080, 352], [1080, 465]], [[1100, 465], [1100, 352], [1240, 350], [1318, 392], [1322, 465]]],
  doorLines: [[870, 470, 650], [560, 475, 650], [1090, 470, 650]],
  wheelRadius: 106,
  frontWheelX: 410,
  rearWheelX: 1150,
  frontX: 190,
  rearX: 1370,
  bumperY: 650,
  beltY: 470,
  roofY: 340,
  bodyHalfWidth: 239,
  heightScale: 1.12,
  cladding: true,
  roofRails: [720, 1230],
};

const minivan: VehicleGeometry = {
  body: [[190, 680], [180, 580], [220, 520], [420, 480], [600, 340], [1300, 325], [1390, 380], [1410, 480], [1415, 680]],
  windows: [[[450, 475], [610, 355], [760, 352], [760, 475]], [[780, 475], [780, 350], [1060, 346], [1060, 475]], [[1080, 475], [1080, 346], [1290, 342], [1360, 400], [1365, 475]]],
  doorLines: [[770, 480, 665], [1070, 480, 665], [460, 485, 665]],
  wheelRadius: 88,
  frontWheelX: 390,
  rearWheelX: 1200,
  frontX: 180,
  rearX: 1415,
  bumperY: 680,
  beltY: 480,
  roofY: 330,
  bodyHalfWidth: 241,
  heightScale: 1.06,
};

const truck: VehicleGeometry = {
  body: [[170, 660], [160, 545], [200, 480], [560, 455], [680, 335], [960, 330], [985, 470], [1430, 470], [1440, 660]],
  windows: [[[600, 450], [695, 350], [800, 347], [800, 450]], [[820, 450], [820, 347], [945, 345], [960, 450]]],
  doorLines: [[810, 455, 640], [590, 460, 640], [975, 350, 640]],
  wheelRadius: 104,
  frontWheelX: 390,
  rearWheelX: 1220,
  frontX: 160,
  rearX: 1440,
  bumperY: 660,
  beltY: 460,
  roofY: 332,
  bodyHalfWidth: 230,
  heightScale: 1.15,
  bed: { fromX: 990, toX: 1430, topY: 470 },
};

const GEOMETRY: Record<BodyStyle, VehicleGeometry> = { sedan, hatchback, suv, minivan, truck };

/** The body style's generic drawing (a series may have its own: series-geometry.ts). */
export function geometryFor(bodyStyle: BodyStyle): VehicleGeometry {
  return GEOMETRY[bodyStyle];
}
