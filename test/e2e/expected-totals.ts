import { buildFromConfiguration } from '../../src/domain/build-from-config';
import type { FullConfiguration } from '../../src/domain/entities';
import { computeTotals } from '../../src/domain/pricing';
import { operationFor } from '../../src/platform/graphql/operations';

/**
 * The oracle the e2e suites compare on-screen prices with: the Tacoma 2024 build a page URL
 * encodes (trim from the path, codes from the query), configured by the server's
 * GetDeepLinkConfig and priced by the domain's computeTotals.
 */
export async function pricedBuildOfUrl(origin: string, url: string, language: 'EN' | 'ES') {
  const { pathname, searchParams } = new URL(url);
  const trim = /\/model\/([^/]+)\//.exec(pathname)![1];
  const codes = {
    exteriorColorCode: searchParams.get('ext') ?? '',
    interiorColorCode: searchParams.get('int') ?? '',
    packageCodes: searchParams.getAll('pkg'),
    accessoryCodes: searchParams.getAll('acc'),
  };
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' },
    body: JSON.stringify({
      query: operationFor('GET_DEEP_LINK_CONFIG'),
      variables: { deepLinkConfigInput: { brand: 'toyota', year: 2024, seriesId: 'tacoma', trim, ...codes, language } },
    }),
  });
  const body = (await response.json()) as { data: { getDeepLinkConfig: { isDeepLinkValid: boolean; config: FullConfiguration } } };
  const { config, isDeepLinkValid } = body.data.getDeepLinkConfig;
  return { isDeepLinkValid, totals: computeTotals(buildFromConfiguration(config, codes)) };
}
