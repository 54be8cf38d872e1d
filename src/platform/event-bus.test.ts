import { createEventBus, isValidPayload, BUS_EVENT_TYPES, type BusEvents } from './event-bus';

function setup() {
  const log = jest.fn();
  const bus = createEventBus({ log });
  return { bus, log };
}

describe('event bus', () => {
  it('delivers a valid payload to every subscriber of that type only', () => {
    const { bus } = setup();
    const zip = jest.fn();
    const state = jest.fn();
    bus.subscribe('zipcode-valid', zip);
    bus.subscribe('state-change', state);
    expect(bus.publish('zipcode-valid', { version: 1, zipcode: '90210', region: 'LA' })).toBe(true);
    expect(zip).toHaveBeenCalledWith({ version: 1, zipcode: '90210', region: 'LA' });
    expect(state).not.toHaveBeenCalled();
  });

  it('drops and logs a malformed payload without calling listeners', () => {
    const { bus, log } = setup();
    const listener = jest.fn();
    bus.subscribe('zipcode-valid', listener);
    const bad = { version: 1, zipcode: '9021' } as BusEvents['zipcode-valid'];
    expect(bus.publish('zipcode-valid', bad)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('zipcode-valid'), bad);
    expect(bus.last('zipcode-valid')).toBeUndefined();
  });

  it('rejects a payload with the wrong version', () => {
    const { bus } = setup();
    const payload = { version: 2, stateCode: 'CA' } as unknown as BusEvents['state-change'];
    expect(bus.publish('state-change', payload)).toBe(false);
  });

  it('rejects an unknown event type', () => {
    const { bus, log } = setup();
    const type = 'nope' as unknown as 'state-change';
    expect(bus.publish(type, { version: 1, stateCode: 'CA' })).toBe(false);
    expect(log).toHaveBeenCalled();
  });

  it('remembers the latest valid payload for late subscribers', () => {
    const { bus } = setup();
    bus.publish('language-switch', { version: 1, language: 'en' });
    bus.publish('language-switch', { version: 1, language: 'es' });
    bus.publish('language-switch', { version: 1, language: 'fr' } as unknown as BusEvents['language-switch']);
    expect(bus.last('language-switch')).toEqual({ version: 1, language: 'es' });
  });

  it('isolates a listener that throws: logged, the others still run', () => {
    const { bus, log } = setup();
    const after = jest.fn();
    bus.subscribe('steps:may-render', () => {
      throw new Error('boom');
    });
    bus.subscribe('steps:may-render', after);
    expect(bus.publish('steps:may-render', { version: 1, allowed: true })).toBe(true);
    expect(after).toHaveBeenCalledWith({ version: 1, allowed: true });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('threw'), expect.any(Error));
  });

  it('stops delivering after unsubscribe, even when one function subscribed twice', () => {
    const { bus } = setup();
    const listener = jest.fn();
    const off1 = bus.subscribe('state-change', listener);
    const off2 = bus.subscribe('state-change', listener);
    off1();
    bus.publish('state-change', { version: 1, stateCode: 'HI' });
    expect(listener).toHaveBeenCalledTimes(1);
    off2();
    bus.publish('state-change', { version: 1, stateCode: 'CA' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets a listener unsubscribe another during delivery without skipping anyone', () => {
    const { bus } = setup();
    const second = jest.fn();
    let offSecond = (): void => undefined;
    bus.subscribe('configurator:start', () => offSecond());
    offSecond = bus.subscribe('configurator:start', second);
    bus.publish('configurator:start', { version: 1 });
    expect(second).toHaveBeenCalledTimes(1);
    bus.publish('configurator:start', { version: 1 });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('hands listeners a frozen payload so they cannot change what others see', () => {
    const { bus } = setup();
    let received: BusEvents['page-error'] | undefined;
    bus.subscribe('page-error', (p) => {
      received = p;
    });
    const original: BusEvents['page-error'] = { version: 1, type: 'region', region: 'HI' };
    bus.publish('page-error', original);
    expect(Object.isFrozen(received)).toBe(true);
    expect(() => {
      (received as { type: string }).type = 'none';
    }).toThrow(TypeError);
    original.type = 'none';
    expect(bus.last('page-error')?.type).toBe('region');
  });

  it('delivers a zip-modal:open command and drops one with an unknown reason', () => {
    const { bus, log } = setup();
    const listener = jest.fn();
    bus.subscribe('zip-modal:open', listener);
    expect(bus.publish('zip-modal:open', { version: 1, reason: 'region-not-set', clearInput: true })).toBe(true);
    expect(listener).toHaveBeenCalledWith({ version: 1, reason: 'region-not-set', clearInput: true });
    const unknown = { version: 1, reason: 'because', clearInput: true } as unknown as BusEvents['zip-modal:open'];
    expect(bus.publish('zip-modal:open', unknown)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('zip-modal:open'), unknown);
  });

  it('refuses a non-function listener with a clear error', () => {
    const { bus } = setup();
    expect(() => bus.subscribe('state-change', 'x' as unknown as () => void)).toThrow(/listener must be a function/);
  });

  it('logs through console.warn when no logger is given', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = createEventBus();
    bus.publish('state-change', { version: 1, stateCode: 'california' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('payload guards', () => {
  const valid: { [K in keyof BusEvents]: BusEvents[K][] } = {
    'zipcode-valid': [{ version: 1, zipcode: '00601' }, { version: 1, zipcode: '96813', region: 'HI' }],
    'state-change': [{ version: 1, stateCode: 'PR' }],
    'language-switch': [{ version: 1, language: 'es' }],
    'configurator:start': [{ version: 1 }, { version: 1, seriesId: 'camry', year: 2025 }],
    'configurator:exit': [{ version: 1, seriesId: 'rav4', year: 2026, reason: 'pagehide' }],
    'page-error': [
      { version: 1, type: 'none' },
      { version: 1, type: 'parcel', source: 'configurator', message: 'failed to mount' },
    ],
    'steps:may-render': [{ version: 1, allowed: false }],
    'zip-modal:open': [
      { version: 1, reason: 'region-not-set', clearInput: true },
      { version: 1, reason: 'forced', clearInput: false },
      { version: 1, reason: 'update-location', clearInput: false },
    ],
  };
  const invalid: Record<keyof BusEvents, unknown[]> = {
    'zipcode-valid': [{ version: 1, zipcode: 90210 }, { version: 1, zipcode: '902100' }, { version: 1, zipcode: '90210', region: 3 }],
    'state-change': [{ version: 1, stateCode: 'ca' }, { version: 1, stateCode: 'CAL' }, { version: 1 }],
    'language-switch': [{ version: 1, language: 'fr' }, { version: 1 }],
    'configurator:start': [{ version: 1, year: '2025' }, { version: 1, year: 20.5 }, { version: 1, seriesId: 4 }],
    'configurator:exit': [{ version: 1, reason: 42 }],
    'page-error': [{ version: 1, type: 'fatal' }, { version: 1, type: 'region', region: 1 }],
    'steps:may-render': [{ version: 1, allowed: 'yes' }, { version: 1 }],
    'zip-modal:open': [
      { version: 1, reason: 'region', clearInput: true },
      { version: 1, clearInput: true },
      { version: 1, reason: 'forced' },
      { version: 1, reason: 'forced', clearInput: 'yes' },
      { version: 2, reason: 'forced', clearInput: false },
    ],
  };

  it.each(BUS_EVENT_TYPES)('accepts well-formed %s payloads', (type) => {
    for (const payload of valid[type]) expect(isValidPayload(type, payload)).toBe(true);
  });

  it.each(BUS_EVENT_TYPES)('rejects malformed %s payloads', (type) => {
    for (const payload of invalid[type]) expect(isValidPayload(type, payload)).toBe(false);
  });

  it.each([null, undefined, 'x', 1, [], {}])('rejects non-object or unversioned payload %p', (payload) => {
    expect(isValidPayload('state-change', payload)).toBe(false);
  });
});
