/**
 * The selections GetSeries shares with the build documents (ADR 0115: fragments only share selections,
 * they are inlined before sending).
 */
import { graphql } from './graphql';

export const PRICE = graphql(`fragment PriceFields on Price { value disclaimer }`);

export const COMPATIBILITY = graphql(`
  fragment CompatibilityFields on Compatibility { isCompatible availableWithTrims requiredItems { itemCode itemType } }
`);

/** A colour's, wheel's, package's or accessory's compatibility with the engine's reasons (trim options need none). */
export const ITEM_COMPATIBILITY = graphql(`
  fragment ItemCompatibilityFields on Compatibility {
    ...CompatibilityFields excludedBy { itemCode itemType } excludedByGrade isRemovable requiredBy { itemCode itemType }
  }
`, [COMPATIBILITY]);

export const IMAGE = graphql(`
  fragment ImageFields on Image {
    alias disclaimer isHero url angle background time backgrounds { thumbnail type } timesOfDay { icon type }
  }
`);

export const MILEAGE = graphql(`fragment MileageFields on Mileage { category city combined highway isAvailable mpge range }`);

export const OPTION = graphql(`
  fragment OptionFields on TrimOption { code description disclaimer icon value compatibility { ...CompatibilityFields } }
`, [COMPATIBILITY]);

export const POWERTRAIN = graphql(`
  fragment PowertrainFields on Powertrain {
    drive { ...OptionFields } engine { ...OptionFields } horsepower { ...OptionFields } transmission { ...OptionFields }
  }
`, [OPTION]);

export const GRADE_SUMMARY = graphql(`
  fragment GradeSummaryFields on Grade {
    gradeName asShownPrice { ...PriceFields } baseMsrp { ...PriceFields } hasSeatingOptions image { ...ImageFields }
    exteriorColorIds interiorColorIds mileage { ...MileageFields }
  }
`, [PRICE, IMAGE, MILEAGE]);
