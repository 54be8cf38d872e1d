/**
 * The configurator's data port: the five calls of product.md section 7 in domain terms. The machine
 * depends on this interface only; `createUrqlConfiguratorApi` (urql-configurator-api.ts) is the
 * production implementation and tests use an in-memory one.
 *
 * Failure contract (product.md section 7 "Response handling"): `getSeries` never rejects - a failure is logged
 * and answers an empty list. Every other call logs and rejects with a `ConfiguratorApiError`.
 */
import type { InventoryMatches, InventoryMatchInput } from '../../platform/graphql/inventory-documents';
import type {
  ALaCartePricing,
  ApiConfig,
  DeepLinkConfigInput,
  FullConfiguration,
  Grade,
  GradeSummary,
  LatestItemSelected,
  RecommendationResult,
  Series,
  SeriesYearData,
  Trim,
} from '../../domain/entities';

/** The selection the server computed a configuration for (schema addition `currentConfig`). */
export interface SelectedConfig {
  trimId: string;
  exteriorColorCode: string;
  interiorColorCode: string;
  wheelsCode: string;
  packageCodes: string[];
  accessoryCodes: string[];
}

/**
 * A full configuration as the data endpoint answers it: plus the a-la-carte pricing of the other
 * trims (schema addition, read by the powertrain steps) and, when the server sends it, the
 * selection it resolved to (a package can bring included accessories, a powertrain pick moves to
 * another trim): the client builds from that selection.
 */
export type ResolvedConfiguration = FullConfiguration & { aLaCartePricing: ALaCartePricing; currentConfig?: SelectedConfig };

/** A trim as the series list names it (the model scene's cards and the trim scene's rows). */
export type ListedTrim = Pick<Trim, 'code' | 'title' | 'isDefaultTrim' | 'msrp'>;

/**
 * The series list (first GetSeries shape): every series-year with its grades, each grade's trims
 * named with their powertrain, and the year's trims with their mileage. The GET_SERIES document
 * selects exactly this; the full `Series` entity (server, fixtures) is assignable to it.
 */
export interface SeriesListing extends Pick<Series, 'id' | 'name' | 'shortName'> {
  yearSpecificData: Array<Omit<SeriesYearData, 'grades' | 'trims'> & { grades: ListedGrade[]; trims: Array<ListedTrim & Pick<Trim, 'mileage'>> }>;
}

/** A grade as the series list carries it. */
export type ListedGrade = GradeSummary & { trims: Array<ListedTrim & Pick<Trim, 'powertrain'>> };

/**
 * One series-year in detail (the visualizer GetSeries shape): colours, key features and each
 * grade with its full trims (cab/bed, powertrain, feature availability).
 */
export interface SeriesDetails extends Pick<Series, 'id' | 'name' | 'shortName' | 'keyFeatures' | 'exteriorColors'> {
  yearSpecificData: Array<Pick<SeriesYearData, 'year' | 'startingMsrp'> & { grades: Grade[] }>;
}

export interface SeriesYearQuery {
  seriesId: string;
  year: number;
}

export interface ConfigByGradeQuery {
  seriesId: string;
  year: number;
  gradeName?: string;
  trimId?: string;
}

/** The shopper's explicit picks, sent so the rules prefer keeping them. */
export type CurrentSelectedConfig = Partial<Omit<ApiConfig, 'brand' | 'year' | 'seriesId'>>;

export interface UpdatedConfigQuery {
  /** The build the client holds, before the latest items. */
  config: ApiConfig;
  latestItemSelected: LatestItemSelected[];
}

export interface RecommendationQuery {
  config: ApiConfig;
  currentSelectedConfig?: CurrentSelectedConfig;
  latestItemSelected: LatestItemSelected;
}

/** A deep link names a trim and codes; brand, language and region come from the page. */
export type DeepLinkQuery = Omit<DeepLinkConfigInput, 'brand' | 'language' | 'region'>;

export interface ResolvedDeepLink {
  config: ResolvedConfiguration;
  isDeepLinkValid: boolean;
}

/**
 * Per-call options. `fresh`: the catalog changed (live content, ADR 0104), so this call and every
 * later one whose answer was cached before it go to the network.
 */
export interface RequestOptions {
  fresh?: boolean;
  /** The shopper's region for this call (the statechart's, as actor input); else the page's default. */
  region?: string;
}

export interface ConfiguratorApi {
  getSeries(options?: RequestOptions): Promise<SeriesListing[]>;
  /** The visualizer shape for one series-year; like getSeries, never rejects (an empty list). */
  getSeriesDetails(query: SeriesYearQuery, options?: RequestOptions): Promise<SeriesDetails[]>;
  getConfigByGrade(query: ConfigByGradeQuery, options?: RequestOptions): Promise<ResolvedConfiguration>;
  getUpdatedConfig(query: UpdatedConfigQuery, options?: RequestOptions): Promise<ResolvedConfiguration>;
  getRecommendation(query: RecommendationQuery, options?: RequestOptions): Promise<RecommendationResult>;
  getDeepLinkConfig(query: DeepLinkQuery, options?: RequestOptions): Promise<ResolvedDeepLink>;
  /** In-stock matches near a ZIP (issue 28; live stock only). Optional: test doubles may leave it out. */
  getInventoryMatches?(input: InventoryQuery): Promise<InventoryMatches>;
}

/** The match query's input without the page's brand and language (the data port adds them). */
export type InventoryQuery = Omit<InventoryMatchInput, 'config'> & { config: Omit<InventoryMatchInput['config'], 'brand' | 'language'> };

/** The region a call asks for: the call's own (the statechart's), else the page's, else none (the default). */
export function callRegion(call: RequestOptions | undefined, pageRegion?: () => string | null | undefined): string | undefined {
  return call?.region || pageRegion?.() || undefined;
}

/** Where the data layer reports failures; console by default, a spy in tests. */
export type ApiLogger = (message: string, detail: unknown) => void;

export const consoleApiLogger: ApiLogger = (message, detail) => console.error(`[configurator-api] ${message}`, detail);
