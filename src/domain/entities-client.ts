import type { Accessory, ExteriorColor, InteriorColor, Package, PackageType, Trim, Wheels } from './entities-catalog';
import type { ConfigImages, Image, ImageVariant, PriceValue } from './entities-core';

/** Client-side build configuration and UI state. See entities.ts for the conventions. */

/* ---------- client-side build configuration ---------- */

export interface BuildColor {
  title: string;
  code: string;
  msrp: { value: PriceValue };
}

export interface BuildPackage {
  code: string;
  title: string;
  type: PackageType;
  msrp: { value: PriceValue };
}

export interface BuildAccessory {
  code: string;
  title: string;
  installPoint: string;
  msrp: { value: PriceValue };
}

export interface BuildMileage {
  category: string;
  city: number | null;
  highway: number | null;
  mpge: number | null;
  range: number | null;
}

export interface BuildImages {
  exterior: ImageVariant[];
  interior: ImageVariant[];
  background: Image | null;
  configImages: ConfigImages | null;
}

/** The shopper's build as the configurator holds it (product.md section 3 "Build configuration"). */
export interface BuildConfiguration {
  /** Trim code. */
  trimId: string;
  baseMsrp: PriceValue;
  seriesId: string;
  seriesName: string;
  year: number;
  gradeName: string;
  category: string;
  fuelType: string;
  mileage: BuildMileage;
  /** Combined mpg. */
  mpg: number | null;
  mpge: number | null;
  range: number | null;
  exteriorColor: BuildColor | null;
  interiorColor: BuildColor | null;
  /** Value or label strings of the chosen options; null when not applicable. */
  engine: string | null;
  drive: string | null;
  transmission: string | null;
  horsepower: string | null;
  seating: string | null;
  /** Cab/bed label, e.g. "Double Cab with 5-ft Bed" (trucks only). */
  cabBed: string | null;
  /** Option codes behind the labels, used for the inventory link (null when unknown). */
  engineCode?: string | null;
  driveCode?: string | null;
  packages: BuildPackage[];
  accessories: BuildAccessory[];
  /**
   * Wheels code (addition to product.md section 3): the trim's default wheels unless the shopper picked others.
   * Optional so builds made without wheels (older saved builds, tests) stay valid; sent back as
   * ApiConfig.wheelsCode so a wheels pick survives the next request.
   */
  wheelsCode?: string | null;
  images: BuildImages;
  disclaimers: string[];
  dph: PriceValue;
  totalSRP: number;
  totalCost: number;
  /** Exterior render URL at width 768 in webp-alpha format. */
  jelly: string;
}

/* ---------- UI state ---------- */

export type Scene = 'model' | 'trim' | 'configurator' | 'summary' | 'simulator';

/** Build step names, in the spec's order (constant BUILD_STEPS in routes.ts). */
export type BuildStepName = 'cab' | 'seating' | 'color' | 'powertrain' | 'packages' | 'options' | 'accessories';

export interface Geolocation {
  zipcode: string | null;
  region: string | null;
}

export interface ApiState {
  pageLoading: boolean;
  loading: boolean;
  /** Empty string when there is no error. */
  error: string;
  transparent: boolean;
}

export interface StepState {
  index: number;
  name: BuildStepName;
}

export interface Filters {
  /** 'all' initially. */
  active: string;
  features: string[];
}

export type DetailOverlay =
  | { type: 'package'; data: Package }
  | { type: 'accessory'; data: Accessory }
  | { type: 'trim'; data: Trim }
  | { type: 'exteriorColor'; data: ExteriorColor }
  | { type: 'interiorColor'; data: InteriorColor }
  | { type: 'wheels'; data: Wheels };
