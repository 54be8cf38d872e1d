/**
 * The data endpoint's operations (product.md section 7), as plain GraphQL documents. Each operation
 * exists for live, Preview and Prelive content; `operationFor` picks the root field by the
 * environment suffix and aliases it back to the live name, so client code reads one shape
 * (`data.getUpdatedConfig`) whatever the environment. server/graphql validates every document
 * here, in all three variants, against its schema.
 */

/** Root-field suffix of a content environment (see domain `graphqlFieldSuffix`). */
export type EnvironmentSuffix = '' | 'Preview' | 'Prelive';

export const ENVIRONMENT_SUFFIXES: readonly EnvironmentSuffix[] = ['', 'Preview', 'Prelive'];

const COMPATIBILITY = `compatibility { isCompatible availableWithTrims requiredItems { itemCode itemType } }`;
const PRICE = `{ value disclaimer }`;
const IMAGE = `{ alias disclaimer isHero url angle background time backgrounds { thumbnail type } timesOfDay { icon type } }`;
const MILEAGE = `{ category city combined highway isAvailable mpge range }`;
const OPTION = `{ code description disclaimer icon value ${COMPATIBILITY} }`;
const CAB_BED = `{ code id label description bedDepth bedLength bedWidth betweenWheelWell cabDetails overallHeight overallLength overallWidth cabDescription bedDescription ${COMPATIBILITY} }`;

const TRIM = `{
  code title description shortDescription fuelType isDefaultTrim defaultColorId
  msrp ${PRICE}
  defaultConfig { accessoryIds exteriorColorId interiorColorId packageIds trimId wheelsId msrp ${PRICE} }
  horsepower ${OPTION}
  images ${IMAGE}
  mileage ${MILEAGE}
  exteriorColorIds interiorColorIds warrantyIds wheelCodes
  accessoryIds { id msrp ${PRICE} }
  packageIds { id msrp ${PRICE} }
  keyFeatureIds { id availability }
  featureIds { id availability }
  drive ${OPTION} engine ${OPTION} transmission ${OPTION} seating ${OPTION}
  powertrain { drive ${OPTION} engine ${OPTION} horsepower ${OPTION} transmission ${OPTION} }
  cabBed ${CAB_BED}
}`;

const GRADE_SUMMARY = `gradeName asShownPrice ${PRICE} baseMsrp ${PRICE} hasSeatingOptions image ${IMAGE} exteriorColorIds interiorColorIds mileage ${MILEAGE}`;

const COLOR = `code id title hexCode colorFamilies { hexCode name } images ${IMAGE} isExtraCostColor msrp ${PRICE} ${COMPATIBILITY}`;

/** Everything a full configuration carries (product.md section 3 "Full configuration"). */
const FULL_CONFIGURATION = `{
  accessories { id code title type description disclaimer warranty installPoint includedAccessoryIds isPopularAccessory category subsection images ${IMAGE} msrp ${PRICE} ${COMPATIBILITY} }
  categories { id value }
  configImages { exterior ${IMAGE} interior ${IMAGE} background ${IMAGE} }
  defaultConfig { accessoryIds exteriorColorId interiorColorId packageIds trimId wheelsId }
  dph ${PRICE}
  exteriorColors { ${COLOR} }
  interiorColors { ${COLOR} material name }
  grade { ${GRADE_SUMMARY} }
  mileage ${MILEAGE}
  msrp ${PRICE}
  packages { id code title description type availability category subCategories installPoint images ${IMAGE} packageFeatures { category disclaimer subCategories title } msrp ${PRICE} ${COMPATIBILITY} }
  seating ${OPTION}
  seriesId seriesName year
  trim ${TRIM}
  warranties { id name category description value }
  wheels { code title type image ${IMAGE} msrp ${PRICE} ${COMPATIBILITY} }
  keyFeatures { id title category }
  aLaCartePricing { trims { trimId baseMsrp attributes {
    drive { code msrpDifference conflict } engine { code msrpDifference conflict }
    transmission { code msrpDifference conflict } seating { code msrpDifference conflict }
    cabBed { code msrpDifference conflict } } } }
  choices { cabBeds ${CAB_BED} engines ${OPTION} drives ${OPTION} transmissions ${OPTION} seatings ${OPTION} }
  currentConfig { trimId exteriorColorCode interiorColorCode wheelsCode packageCodes accessoryCodes }
}`;

/** One operation: its GraphQL operation name, variable definitions, live root field, arguments and selection. */
interface OperationSpec {
  operationName: string;
  variables: string;
  field: string;
  args: string;
  selection: string;
}

const SERIES_ARGS = 'brand: $brand, region: $region, language: $language';

const OPERATIONS = {
  /** Series list for the model scene: per-year data, grades, trims and powertrain. */
  GET_SERIES: {
    operationName: 'GetSeries',
    variables: '$brand: String!, $region: String!, $language: String',
    field: 'getSeries',
    args: SERIES_ARGS,
    selection: `{ id name shortName yearSpecificData {
      year categories { id value } currentVersion date fuelType images ${IMAGE} mileage ${MILEAGE} seating
      startingMsrp ${PRICE} status
      grades { ${GRADE_SUMMARY} trims { code title isDefaultTrim msrp ${PRICE} powertrain { drive ${OPTION} engine ${OPTION} horsepower ${OPTION} transmission ${OPTION} } } }
      trims { code title isDefaultTrim msrp ${PRICE} mileage ${MILEAGE} } } }`,
  },
  /** Second shape (visualizer): one series-year with colours, key features and per-grade trims with cab/bed. */
  GET_SERIES_VISUALIZER: {
    operationName: 'GetSeriesVisualizer',
    variables: '$brand: String!, $region: String!, $language: String, $seriesId: String, $year: Int, $showApplicableSeriesForVisualizer: Boolean',
    field: 'getSeries',
    args: `${SERIES_ARGS}, seriesId: $seriesId, year: $year, showApplicableSeriesForVisualizer: $showApplicableSeriesForVisualizer`,
    selection: `{ id name shortName exteriorColors { code hexCode id } keyFeatures { id title category }
      yearSpecificData { year startingMsrp ${PRICE} grades { ${GRADE_SUMMARY} trims ${TRIM} } } }`,
  },
  GET_CONFIG_BY_GRADE: {
    operationName: 'GetConfigByGrade',
    variables: '$configInputGrade: ConfigInputGrade!',
    field: 'getConfigByGrade',
    args: 'configInputGrade: $configInputGrade',
    selection: FULL_CONFIGURATION,
  },
  GET_UPDATED_CONFIG: {
    operationName: 'GetUpdatedConfig',
    variables: '$config: ApiConfig!, $currentSelectedConfig: CurrentSelectedConfig, $latestItemSelected: [LatestItemSelected!]',
    field: 'getUpdatedConfig',
    args: 'config: $config, currentSelectedConfig: $currentSelectedConfig, latestItemSelected: $latestItemSelected',
    selection: FULL_CONFIGURATION,
  },
  GET_RECOMMENDATION: {
    operationName: 'GetRecommendation',
    variables:
      '$config: ApiConfig!, $currentSelectedConfig: CurrentSelectedConfig, $latestItemSelected: LatestItemSelected!, $proxyItemsSelected: [LatestItemSelected!]',
    field: 'getRecommendation',
    args: 'config: $config, currentSelectedConfig: $currentSelectedConfig, latestItemSelected: $latestItemSelected, proxyItemsSelected: $proxyItemsSelected',
    selection: `{ isConfigValid resolveSteps { applicableTrimId weight requiredChanges { changeType itemCode itemType } } }`,
  },
  GET_DEEP_LINK_CONFIG: {
    operationName: 'GetDeepLinkConfig',
    variables: '$deepLinkConfigInput: DeepLinkConfigInput!',
    field: 'getDeepLinkConfig',
    args: 'deepLinkConfigInput: $deepLinkConfigInput',
    selection: `{ isDeepLinkValid config ${FULL_CONFIGURATION} }`,
  },
} satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof OPERATIONS;

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** The live root field an operation's data is read from (`data[resultField(name)]`). */
export function resultField(name: OperationName): string {
  return OPERATIONS[name].field;
}

const cache = new Map<string, string>();

/**
 * The GraphQL document of an operation for a content environment. For Preview and Prelive the
 * root field is `getXPreview` / `getXPrelive`, aliased to `getX`, so results always read
 * `data.getX`.
 *
 * @example operationFor('GET_UPDATED_CONFIG', 'Preview') // query GetUpdatedConfigPreview(...) { getUpdatedConfig: getUpdatedConfigPreview(...) {...} }
 */
export function operationFor(name: OperationName, environmentSuffix: EnvironmentSuffix = ''): string {
  const key = `${name}|${environmentSuffix}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const op: OperationSpec = OPERATIONS[name];
  if (!op) throw new Error(`Unknown operation ${String(name)}`);
  if (!ENVIRONMENT_SUFFIXES.includes(environmentSuffix)) throw new Error(`Unknown environment suffix "${String(environmentSuffix)}"`);
  const root = environmentSuffix === '' ? op.field : `${op.field}: ${op.field}${environmentSuffix}`;
  const document = `query ${op.operationName}${environmentSuffix}(${op.variables}) {\n  ${root}(${op.args}) ${op.selection}\n}`;
  cache.set(key, document);
  return document;
}

/** Convenience constants: the live documents by their SCREAMING_CASE names. */
export const GET_SERIES = operationFor('GET_SERIES');
export const GET_SERIES_VISUALIZER = operationFor('GET_SERIES_VISUALIZER');
export const GET_CONFIG_BY_GRADE = operationFor('GET_CONFIG_BY_GRADE');
export const GET_UPDATED_CONFIG = operationFor('GET_UPDATED_CONFIG');
export const GET_RECOMMENDATION = operationFor('GET_RECOMMENDATION');
export const GET_DEEP_LINK_CONFIG = operationFor('GET_DEEP_LINK_CONFIG');
