/**
 * The data endpoint's operations (product.md section 7) as typed documents (ADR 0115): `tsc` checks each
 * selection against server/graphql/schema.graphql and types every result the client reads.
 *
 * Each operation exists for live, Preview and Prelive content. `documentFor` picks the root field
 * by the environment suffix and aliases it back to the live name, so client code reads one shape
 * (`data.getUpdatedConfig`) whatever the environment; fragments are inlined, so what goes over the
 * wire is one plain operation. server/graphql validates every variant against its schema.
 */
import { Kind, print, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { graphql, type ResultOf, type VariablesOf } from './graphql';
import type { SchemaChecked } from './schema-checked';

/** Root-field suffix of a content environment (see domain `graphqlFieldSuffix`). */
export type EnvironmentSuffix = '' | 'Preview' | 'Prelive';

export const ENVIRONMENT_SUFFIXES: readonly EnvironmentSuffix[] = ['', 'Preview', 'Prelive'];

const PRICE = graphql(`fragment PriceFields on Price { value disclaimer }`);

const COMPATIBILITY = graphql(`
  fragment CompatibilityFields on Compatibility { isCompatible availableWithTrims requiredItems { itemCode itemType } }
`);

const IMAGE = graphql(`
  fragment ImageFields on Image {
    alias disclaimer isHero url angle background time backgrounds { thumbnail type } timesOfDay { icon type }
  }
`);

const MILEAGE = graphql(`fragment MileageFields on Mileage { category city combined highway isAvailable mpge range }`);

const OPTION = graphql(`
  fragment OptionFields on TrimOption { code description disclaimer icon value compatibility { ...CompatibilityFields } }
`, [COMPATIBILITY]);

const CAB_BED = graphql(`
  fragment CabBedFields on CabBed {
    code id label description bedDepth bedLength bedWidth betweenWheelWell cabDetails overallHeight overallLength
    overallWidth cabDescription bedDescription compatibility { ...CompatibilityFields }
  }
`, [COMPATIBILITY]);

const POWERTRAIN = graphql(`
  fragment PowertrainFields on Powertrain {
    drive { ...OptionFields } engine { ...OptionFields } horsepower { ...OptionFields } transmission { ...OptionFields }
  }
`, [OPTION]);

const TRIM = graphql(`
  fragment TrimFields on Trim {
    code title description shortDescription fuelType isDefaultTrim defaultColorId
    msrp { ...PriceFields }
    defaultConfig { accessoryIds exteriorColorId interiorColorId packageIds trimId wheelsId msrp { ...PriceFields } }
    horsepower { ...OptionFields }
    images { ...ImageFields }
    mileage { ...MileageFields }
    exteriorColorIds interiorColorIds warrantyIds wheelCodes
    accessoryIds { id msrp { ...PriceFields } }
    packageIds { id msrp { ...PriceFields } }
    keyFeatureIds { id availability }
    featureIds { id availability }
    drive { ...OptionFields } engine { ...OptionFields } transmission { ...OptionFields } seating { ...OptionFields }
    powertrain { ...PowertrainFields }
    cabBed { ...CabBedFields }
  }
`, [PRICE, OPTION, IMAGE, MILEAGE, POWERTRAIN, CAB_BED]);

const GRADE_SUMMARY = graphql(`
  fragment GradeSummaryFields on Grade {
    gradeName asShownPrice { ...PriceFields } baseMsrp { ...PriceFields } hasSeatingOptions image { ...ImageFields }
    exteriorColorIds interiorColorIds mileage { ...MileageFields }
  }
`, [PRICE, IMAGE, MILEAGE]);

const EXTERIOR_COLOR = graphql(`
  fragment ExteriorColorFields on ExteriorColor {
    code id title hexCode colorFamilies { hexCode name } images { ...ImageFields } isExtraCostColor
    msrp { ...PriceFields } compatibility { ...CompatibilityFields }
  }
`, [IMAGE, PRICE, COMPATIBILITY]);

const INTERIOR_COLOR = graphql(`
  fragment InteriorColorFields on InteriorColor {
    code id title hexCode colorFamilies { hexCode name } images { ...ImageFields } isExtraCostColor
    msrp { ...PriceFields } compatibility { ...CompatibilityFields } material name
  }
`, [IMAGE, PRICE, COMPATIBILITY]);

const A_LA_CARTE_ATTRIBUTE = graphql(`fragment ALaCarteAttributeFields on ALaCarteAttribute { code msrpDifference conflict }`);

/** Everything a full configuration carries (product.md section 3 "Full configuration"). */
const FULL_CONFIGURATION = graphql(`
  fragment FullConfigurationFields on FullConfiguration {
    accessories {
      id code title type description disclaimer warranty installPoint includedAccessoryIds isPopularAccessory category
      subsection images { ...ImageFields } msrp { ...PriceFields } compatibility { ...CompatibilityFields }
    }
    categories { id value }
    configImages { exterior { ...ImageFields } interior { ...ImageFields } background { ...ImageFields } }
    defaultConfig { accessoryIds exteriorColorId interiorColorId packageIds trimId wheelsId }
    dph { ...PriceFields }
    exteriorColors { ...ExteriorColorFields }
    interiorColors { ...InteriorColorFields }
    grade { ...GradeSummaryFields }
    mileage { ...MileageFields }
    msrp { ...PriceFields }
    packages {
      id code title description type availability category subCategories installPoint images { ...ImageFields }
      packageFeatures { category disclaimer subCategories title } includedAccessoryCodes msrp { ...PriceFields } compatibility { ...CompatibilityFields }
    }
    seating { ...OptionFields }
    seriesId seriesName year
    trim { ...TrimFields }
    warranties { id name category description value }
    wheels { code title type image { ...ImageFields } msrp { ...PriceFields } compatibility { ...CompatibilityFields } }
    keyFeatures { id title category }
    aLaCartePricing { trims { trimId baseMsrp attributes {
      drive { ...ALaCarteAttributeFields } engine { ...ALaCarteAttributeFields } transmission { ...ALaCarteAttributeFields }
      seating { ...ALaCarteAttributeFields } cabBed { ...ALaCarteAttributeFields }
    } } }
    choices {
      cabBeds { ...CabBedFields } engines { ...OptionFields } drives { ...OptionFields }
      transmissions { ...OptionFields } seatings { ...OptionFields }
    }
    currentConfig { trimId exteriorColorCode interiorColorCode wheelsCode packageCodes accessoryCodes }
  }
`, [IMAGE, PRICE, COMPATIBILITY, EXTERIOR_COLOR, INTERIOR_COLOR, GRADE_SUMMARY, MILEAGE, OPTION, TRIM, A_LA_CARTE_ATTRIBUTE, CAB_BED]);

/** Series list for the model scene: per-year data, grades, trims and powertrain. */
export const GET_SERIES = graphql(`
  query GetSeries($brand: String!, $region: String!, $language: String) {
    getSeries(brand: $brand, region: $region, language: $language) {
      id name shortName
      yearSpecificData {
        year categories { id value } currentVersion date fuelType images { ...ImageFields } mileage { ...MileageFields }
        seating startingMsrp { ...PriceFields } status
        grades {
          ...GradeSummaryFields
          trims { code title isDefaultTrim msrp { ...PriceFields } powertrain { ...PowertrainFields } }
        }
        trims { code title isDefaultTrim msrp { ...PriceFields } mileage { ...MileageFields } }
      }
    }
  }
`, [IMAGE, MILEAGE, PRICE, GRADE_SUMMARY, POWERTRAIN]);

/** Second shape (visualizer): one series-year with colours, key features and per-grade trims with cab/bed. */
export const GET_SERIES_VISUALIZER = graphql(`
  query GetSeriesVisualizer(
    $brand: String!, $region: String!, $language: String, $seriesId: String, $year: Int, $showApplicableSeriesForVisualizer: Boolean
  ) {
    getSeries(
      brand: $brand, region: $region, language: $language, seriesId: $seriesId, year: $year,
      showApplicableSeriesForVisualizer: $showApplicableSeriesForVisualizer
    ) {
      id name shortName exteriorColors { code hexCode id } keyFeatures { id title category }
      yearSpecificData { year startingMsrp { ...PriceFields } grades { ...GradeSummaryFields trims { ...TrimFields } } }
    }
  }
`, [PRICE, GRADE_SUMMARY, TRIM]);

export const GET_CONFIG_BY_GRADE = graphql(`
  query GetConfigByGrade($configInputGrade: ConfigInputGrade!) {
    getConfigByGrade(configInputGrade: $configInputGrade) { ...FullConfigurationFields }
  }
`, [FULL_CONFIGURATION]);

export const GET_UPDATED_CONFIG = graphql(`
  query GetUpdatedConfig($config: ApiConfig!, $latestItemSelected: [LatestItemSelected!]) {
    getUpdatedConfig(config: $config, latestItemSelected: $latestItemSelected) { ...FullConfigurationFields }
  }
`, [FULL_CONFIGURATION]);

export const GET_RECOMMENDATION = graphql(`
  query GetRecommendation(
    $config: ApiConfig!, $currentSelectedConfig: CurrentSelectedConfig, $latestItemSelected: LatestItemSelected!,
    $proxyItemsSelected: [LatestItemSelected!]
  ) {
    getRecommendation(
      config: $config, currentSelectedConfig: $currentSelectedConfig, latestItemSelected: $latestItemSelected,
      proxyItemsSelected: $proxyItemsSelected
    ) {
      isConfigValid resolveSteps { applicableTrimId weight requiredChanges { changeType itemCode itemType } }
    }
  }
`);

export const GET_DEEP_LINK_CONFIG = graphql(`
  query GetDeepLinkConfig($deepLinkConfigInput: DeepLinkConfigInput!) {
    getDeepLinkConfig(deepLinkConfigInput: $deepLinkConfigInput) { isDeepLinkValid config { ...FullConfigurationFields } }
  }
`, [FULL_CONFIGURATION]);

/** Its argument, once `tsc` has proved that every document selects only schema fields (see SchemaChecked). */
const schemaChecked = <T extends Record<string, unknown>>(documents: T & { [N in keyof T]: SchemaChecked<T[N]> }): T => documents;

// A field renamed or removed in schema.graphql fails `tsc` here, at the document that selects it.
const OPERATIONS = schemaChecked({
  GET_SERIES,
  GET_SERIES_VISUALIZER,
  GET_CONFIG_BY_GRADE,
  GET_UPDATED_CONFIG,
  GET_RECOMMENDATION,
  GET_DEEP_LINK_CONFIG,
});

/** The SCREAMING_CASE name of an operation. */
export type OperationName = keyof typeof OPERATIONS;

/** A document of the table, by name. */
export type OperationDocument<N extends OperationName> = (typeof OPERATIONS)[N];

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** The root field of a document's operation (its first selection). */
function rootField(document: DocumentNode): FieldNode {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.selectionSet.selections[0];
    if (root?.kind === Kind.FIELD) return root;
  }
  throw new Error('A document without a root field');
}

/** The live root field an operation's data is read from (`data[resultField(name)]`). */
export function resultField(name: OperationName): string {
  return rootField(OPERATIONS[name]).name.value;
}

/** A selection set with every fragment spread replaced by the fragment's own selections. */
function inlineFragments(set: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): SelectionSetNode {
  return {
    ...set,
    selections: set.selections.flatMap((selection) => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) throw new Error(`Unknown fragment ${selection.name.value}`);
        return inlineFragments(fragment.selectionSet, fragments).selections;
      }
      if (selection.selectionSet) return [{ ...selection, selectionSet: inlineFragments(selection.selectionSet, fragments) }];
      return [selection];
    }),
  };
}

/** The document of one operation for one content environment (see the module comment). */
function variantOf(document: DocumentNode, environmentSuffix: EnvironmentSuffix): DocumentNode {
  if (!ENVIRONMENT_SUFFIXES.includes(environmentSuffix)) throw new Error(`Unknown environment suffix "${String(environmentSuffix)}"`);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const definitions = document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) return [];
    const inlined = inlineFragments(definition.selectionSet, fragments);
    const selections = inlined.selections.map((selection) => {
      if (selection.kind !== Kind.FIELD || environmentSuffix === '') return selection;
      const live = selection.name.value;
      return { ...selection, alias: { kind: Kind.NAME, value: live }, name: { kind: Kind.NAME, value: `${live}${environmentSuffix}` } };
    });
    return [{ ...definition, name: { ...definition.name, value: `${definition.name.value}${environmentSuffix}` }, selectionSet: { ...inlined, selections } }];
  });
  // No `loc`: urql keys a document by its source text when it has one, and that text is the live one.
  return { kind: Kind.DOCUMENT, definitions };
}

const cache = new Map<string, DocumentNode>();

/**
 * The typed document of an operation for a content environment. For Preview and Prelive the root
 * field is `getXPreview` / `getXPrelive`, aliased to `getX`, so results always read `data.getX`
 * and carry the live document's result type.
 */
export function documentFor<N extends OperationName>(
  name: N,
  environmentSuffix: EnvironmentSuffix = '',
): TadaDocumentNode<ResultOf<OperationDocument<N>>, VariablesOf<OperationDocument<N>>> {
  const key = `${name}|${environmentSuffix}`;
  let document = cache.get(key);
  if (!document) {
    document = variantOf(OPERATIONS[name], environmentSuffix);
    cache.set(key, document);
  }
  return document;
}

/**
 * The GraphQL source text of an operation for a content environment (what `documentFor` sends).
 *
 * @example operationFor('GET_UPDATED_CONFIG', 'Preview') // query GetUpdatedConfigPreview(...) { getUpdatedConfig: getUpdatedConfigPreview(...) {...} }
 */
export function operationFor(name: OperationName, environmentSuffix: EnvironmentSuffix = ''): string {
  return print(documentFor(name, environmentSuffix));
}
