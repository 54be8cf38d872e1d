/**
 * @jest-environment node
 *
 * The root config's early series list against the real local data endpoint: for every language and
 * content environment, the list the configurator gets from the early answer equals the list its own
 * urql query gives (the oracle), and it is taken without loading the data layer.
 */
import { DEFAULT_API_KEY } from '../../../server/http/auth';
import type { ContentEnvironment, Language } from '../../domain/entities';
import { graphqlFieldSuffix } from '../../domain/environment';
import { requestEarlySeries, seriesListVariables } from '../../platform/graphql/early-series';
import { createDataConnection } from './data-connection';
import { validateConnectionSettings } from './connection-settings';
import { openData } from './urql-data';
import { useLocalDataEndpoint } from './test-support/local-data-endpoint';

const dataEndpoint = useLocalDataEndpoint();

jest.setTimeout(30_000);

const cases: Array<[Language, ContentEnvironment]> = [
  ['en', 'live'],
  ['es', 'live'],
  ['en', 'preview'],
  ['es', 'prelive'],
];

describe('the early series list', () => {
  it.each(cases)('(%s, %s) gives the configurator the list its own query gives, without loading the data layer', async (language, environment) => {
    const endpoint = dataEndpoint();
    const log = jest.fn();
    const viaUrql = await openData(validateConnectionSettings({ endpoint, apiKey: DEFAULT_API_KEY }), { brand: 'lexus', language, environment, log }).api.getSeries();
    expect(viaUrql.length).toBeGreaterThan(0);

    const early = requestEarlySeries({ endpoint, apiKey: DEFAULT_API_KEY, environmentSuffix: graphqlFieldSuffix(environment), variables: seriesListVariables('lexus', language) });
    const load = jest.fn(() => Promise.reject(new Error('the data layer must not load')));
    const connection = createDataConnection({ cloud: { endpoint, apiKey: DEFAULT_API_KEY }, brand: 'lexus', language, environment, early, load, log });
    expect(await connection.api.getSeries()).toEqual(viaUrql);
    expect(load).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('answers nothing usable with a wrong key, so the configurator asks again itself', async () => {
    const early = requestEarlySeries({ endpoint: dataEndpoint(), apiKey: 'wrong', environmentSuffix: '', variables: seriesListVariables('toyota', 'en') });
    await expect(early.answer).resolves.toBeUndefined();
  });
});
