/**
 * The documents of the build: the trim list (visualizer shape), configurations, conflicts and deep
 * links, with the fragments only they use. The series list is in series-documents.ts.
 */
import { graphql } from './graphql';
import { COMPATIBILITY, GRADE_SUMMARY, IMAGE, ITEM_COMPATIBILITY, MILEAGE, OPTION, POWERTRAIN, PRICE } from './fragments';

const CAB_BED = graphql(`
  fragment CabBedFields on CabBed {
    code id label description bedDepth bedLength bedWidth betweenWheelWell cabDetails overallHeight overallLength
    overallWidth cabDescription bedDescription compatibility { ...CompatibilityFields }
  }
`, [COMPATIBILITY]);

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

const EXTERIOR_COLOR = graphql(`
  fragment ExteriorColorFields on ExteriorColor {
    code id title hexCode colorFamilies { hexCode name } images { ...ImageFields } isExtraCostColor
    msrp { ...PriceFields } compatibility { ...ItemCompatibilityFields }
  }
`, [IMAGE, PRICE, ITEM_COMPATIBILITY]);

const INTERIOR_COLOR = graphql(`
  fragment InteriorColorFields on InteriorColor {
    code id title hexCode colorFamilies { hexCode name } images { ...ImageFields } isExtraCostColor
    msrp { ...PriceFields } compatibility { ...ItemCompatibilityFields } material name
  }
`, [IMAGE, PRICE, ITEM_COMPATIBILITY]);

const A_LA_CARTE_ATTRIBUTE = graphql(`fragment ALaCarteAttributeFields on ALaCarteAttribute { code msrpDifference conflict }`);

/** Everything a full configuration carries (product.md section 3 "Full configuration"). */
const FULL_CONFIGURATION = graphql(`
  fragment FullConfigurationFields on FullConfiguration {
    accessories {
      id code title type description disclaimer warranty installPoint includedAccessoryIds isPopularAccessory category
      subsection images { ...ImageFields } msrp { ...PriceFields } compatibility { ...ItemCompatibilityFields }
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
      packageFeatures { category disclaimer subCategories title } includedAccessoryCodes msrp { ...PriceFields } compatibility { ...ItemCompatibilityFields }
    }
    seating { ...OptionFields }
    seriesId seriesName year
    trim { ...TrimFields }
    warranties { id name category description value }
    wheels { code title type image { ...ImageFields } msrp { ...PriceFields } compatibility { ...ItemCompatibilityFields } }
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
    isConfigValid resolveSteps { applicableTrimId weight requiredChanges { changeType itemCode itemType } }
  }
`, [IMAGE, PRICE, ITEM_COMPATIBILITY, EXTERIOR_COLOR, INTERIOR_COLOR, GRADE_SUMMARY, MILEAGE, OPTION, TRIM, A_LA_CARTE_ATTRIBUTE, CAB_BED]);

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
      yearSpecificData { year startingMsrp { ...PriceFields } grades { ...GradeSummaryFields suits adds addsOver trims { ...TrimFields } } }
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
