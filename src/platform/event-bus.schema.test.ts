import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { BUS_EVENT_TYPES, isValidPayload, type BusEventType } from './event-bus';

/**
 * The host API's JSON Schemas (docs/host-api/events/, ADR 0211) against the bus's hand-written
 * guards: the schemas are what hosts and other teams validate with, the guards what the bundle
 * runs (a schema validator would cost bundle size on every page). Each is the other's oracle:
 * ajv's verdict and isValidPayload's must agree on every payload.
 */

const EVENTS_DIR = path.resolve(__dirname, '../../docs/host-api/events');
const fileOf = (type: BusEventType) => `${type.replace(':', '-')}.schema.json`;
const readSchema = (file: string) => JSON.parse(readFileSync(path.join(EVENTS_DIR, file), 'utf8')) as { title: string; examples: unknown[] };

const ajv = new Ajv({ strict: true, allErrors: true });
const validators = new Map<BusEventType, ValidateFunction>(BUS_EVENT_TYPES.map((type) => [type, ajv.compile(readSchema(fileOf(type)))]));

describe('host API event schemas', () => {
  it('has exactly one schema per bus event, titled with the event type', () => {
    expect(readdirSync(EVENTS_DIR).sort()).toEqual(BUS_EVENT_TYPES.map(fileOf).sort());
    for (const type of BUS_EVENT_TYPES) expect(readSchema(fileOf(type)).title).toBe(type);
  });

  it.each(BUS_EVENT_TYPES)('%s: its documented examples are valid for the schema and the bus', (type) => {
    const { examples } = readSchema(fileOf(type));
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expect(validators.get(type)!(example)).toBe(true);
      expect(isValidPayload(type, example)).toBe(true);
    }
  });

  it.each([
    ['zipcode-valid', { version: 1, zipcode: '9021' }],
    ['zipcode-valid', { version: 2, zipcode: '90210' }],
    ['state-change', { version: 1, stateCode: 'ca' }],
    ['language-switch', { version: 1, language: 'fr' }],
    ['configurator:start', { version: 1, year: 2024.5 }],
    ['page-error', { version: 1, type: 'boom' }],
    ['steps:may-render', { version: 1, allowed: 'yes' }],
    ['zip-modal:open', { version: 1, reason: 'forced' }],
  ] as const)('%s: refuses %j in the schema and on the bus', (type, payload) => {
    expect(validators.get(type)!(payload)).toBe(false);
    expect(isValidPayload(type, payload)).toBe(false);
  });

  // Values the fields take, right and wrong: every field's valid forms, near misses and other types.
  const value = fc.oneof(
    fc.string({ maxLength: 6 }),
    fc.stringMatching(/^\d{5}$/),
    fc.stringMatching(/^[A-Za-z]{2}$/),
    fc.constantFrom('en', 'es', 'fr', 'none', 'region', 'inventory-no-results', 'orchestration', 'parcel', 'forced', 'update-location', 'region-not-set', 'tacoma'),
    fc.integer({ min: 1890, max: 2210 }),
    fc.constantFrom(1899, 1900, 2200, 2201, 2024.5, Number.NaN, Number.POSITIVE_INFINITY, -1),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 2 }),
  );
  const payload = fc.oneof(
    { weight: 8, arbitrary: fc.record(
      {
        version: fc.constantFrom<unknown>(1, 1, 1, 2, '1', 0),
        zipcode: value, region: value, stateCode: value, language: value, seriesId: value, year: value,
        reason: value, type: value, source: value, message: value, allowed: value, clearInput: value, extra: value,
      },
      { requiredKeys: [] },
    ) },
    { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.array(fc.anything(), { maxLength: 2 })) },
  );

  it('agrees with the bus guards on every payload (fast-check)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.constantFrom(...BUS_EVENT_TYPES), payload, (type, candidate) => {
        const bySchema = validators.get(type)!(candidate);
        if (bySchema) accepted += 1;
        return bySchema === isValidPayload(type, candidate);
      }),
      { numRuns: 4000 },
    );
    // The generator reaches both verdicts, so agreement is not all-refusals.
    expect(accepted).toBeGreaterThan(50);
  });
});
