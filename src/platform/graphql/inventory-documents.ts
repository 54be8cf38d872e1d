/**
 * In-stock matches (issue 28): one live-only query, typed like the other documents (ADR 0115)
 * but outside the operations table, whose operations all have Preview and Prelive variants.
 * The panel's chunk sends it; nothing of it is in the first-load bundle.
 */
import { print } from '@0no-co/graphql.web';
import { graphql, type ResultOf, type VariablesOf } from './graphql';
import type { SchemaChecked } from './schema-checked';
import { variantFor } from './document-variants';

const INVENTORY_MATCH = graphql(`
  fragment InventoryMatchFields on InventoryMatch {
    vehicle {
      vin year seriesId seriesName gradeName trimTitle status arrivalDate totalSRP totalCost
      exteriorColorTitle interiorColorTitle imageUrl
      selection { trimId exteriorColorCode interiorColorCode wheelsCode packageCodes accessoryCodes }
    }
    dealer { id name city state zip phone distance }
    differences { change kind code title price dealerInstalled }
    srpDifference costDifference
  }
`);

export const GET_INVENTORY_MATCHES = graphql(`
  query GetInventoryMatches($input: InventoryMatchInput!) {
    getInventoryMatches(input: $input) {
      readiness zipcode city state radius exactCount closeCount
      exact { ...InventoryMatchFields }
      close { ...InventoryMatchFields }
    }
  }
`, [INVENTORY_MATCH]);

const checked: SchemaChecked<typeof GET_INVENTORY_MATCHES> = GET_INVENTORY_MATCHES;

/** What is sent: the live document with its fragment inlined, as the other operations are sent. */
export const INVENTORY_MATCHES_DOCUMENT = variantFor(checked, '');

export type InventoryMatches = ResultOf<typeof GET_INVENTORY_MATCHES>['getInventoryMatches'];
export type InventoryMatch = InventoryMatches['exact'][number];
export type InventoryMatchInput = VariablesOf<typeof GET_INVENTORY_MATCHES>['input'];

/** The query's source text as sent. */
export const INVENTORY_MATCHES_QUERY: string = print(INVENTORY_MATCHES_DOCUMENT);
