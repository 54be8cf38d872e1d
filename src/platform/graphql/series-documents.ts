/**
 * The one document the first scene needs: the series list of the model scene. Every other document
 * is in build-documents.ts, a chunk of its own (see load-document.ts).
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
