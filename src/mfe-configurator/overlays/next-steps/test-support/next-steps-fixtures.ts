import { buildFromConfiguration } from '../../../../domain/build-from-config';
import type { BuildConfiguration } from '../../../../domain/entities';
import { truckConfig } from '../../../scenes/configurator/configurator.fixture';
import type { NextStepsEnv } from '../next-steps-env';

/** The truck build of the summary tests: Tacoma, colours 3U5/FB20, packages FE QD TC, two accessories. */
export const TEST_SELECTION = { exteriorColorCode: '3U5', interiorColorCode: 'FB20', packageCodes: ['FE', 'QD', 'TC'], accessoryCodes: ['BEDMAT', 'TONHD'] };

export function testBuild(): BuildConfiguration {
  return buildFromConfiguration(truckConfig(), TEST_SELECTION);
}

/** A JSON answer as fetch would give it (jsdom has no Response; the client reads ok, status and json()). */
export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(JSON.stringify(body)) } as Response;
}

/** An environment with spies for fetch and navigation and an empty in-memory localStorage. */
export function testEnv(overrides: Partial<NextStepsEnv> = {}): NextStepsEnv & { fetch: jest.Mock; navigate: jest.Mock; resolveDeepLink: jest.Mock } {
  window.localStorage.clear();
  return {
    brand: 'toyota',
    lang: 'en',
    environment: 'live',
    zipcode: () => '90210',
    regionCode: () => '10',
    fetch: jest.fn(),
    storage: window.localStorage,
    origin: 'http://localhost',
    navigate: jest.fn(),
    resolveDeepLink: jest.fn(),
    ...overrides,
  } as NextStepsEnv & { fetch: jest.Mock; navigate: jest.Mock; resolveDeepLink: jest.Mock };
}
