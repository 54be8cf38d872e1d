/**
 * The series list of the model and trim scenes. The root config sends it too, before any parcel
 * has loaded, from the text generated from this document (series-list-query.generated.ts).
 */
import { graphql } from './graphql';
import { GRADE_SUMMARY, IMAGE, MILEAGE, POWERTRAIN, PRICE } from './fragments';

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
