import { createActor } from 'xstate';
import { apiStateMachine } from './api-state.machine';
import { filtersMachine } from './filters.machine';
import { geolocationMachine } from './geolocation.machine';
import { stepMachine } from './step.machine';
import { HISTORY_LIMIT, emptyHistory, record, redo, undo, type HistoryEntry } from './history';

const started = <T extends Parameters<typeof createActor>[0]>(machine: T, input?: unknown) =>
  createActor(machine, input === undefined ? undefined : ({ input } as never)).start();

describe('api state machine', () => {
  it('starts as spec 4 says: pageLoading true, loading false, transparent false, error empty', () => {
    expect(started(apiStateMachine).getSnapshot().context).toEqual({ pageLoading: true, loading: false, transparent: false, error: '' });
  });

  it('tracks a request, a failure and a dismissed error; a scene change clears pageLoading', () => {
    const actor = started(apiStateMachine);
    actor.send({ type: 'scene.changed' });
    expect(actor.getSnapshot().context.pageLoading).toBe(false);
    actor.send({ type: 'api.requestStarted', transparent: true });
    expect(actor.getSnapshot()).toMatchObject({ value: 'loading', context: { loading: true, transparent: true } });
    actor.send({ type: 'api.requestFailed', message: 'Response status: 502' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { loading: false, error: 'Response status: 502' } });
    actor.send({ type: 'api.errorDismissed' });
    expect(actor.getSnapshot().context.error).toBe('');
    actor.send({ type: 'api.requestStarted', transparent: false });
    actor.send({ type: 'api.requestFinished' });
    expect(actor.getSnapshot().context).toEqual({ pageLoading: false, loading: false, transparent: false, error: '' });
  });
});

describe('step machine', () => {
  it('starts at index 0 cab and skips steps that do not apply', () => {
    const actor = started(stepMachine);
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, name: 'cab' });
    // A car with seating options: no cab step.
    actor.send({ type: 'config.stepsChanged', steps: ['seating', 'color', 'powertrain', 'packages', 'options', 'accessories'] });
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, name: 'seating' });
    actor.send({ type: 'user.previousStep' });
    expect(actor.getSnapshot().context.name).toBe('seating');
    actor.send({ type: 'user.goToStep', name: 'cab' });
    expect(actor.getSnapshot().context.name).toBe('seating');
    actor.send({ type: 'user.goToStep', name: 'accessories' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 6, name: 'accessories' });
    actor.send({ type: 'user.nextStep' });
    expect(actor.getSnapshot().context.name).toBe('accessories');
    // A truck without seating: from cab, next skips seating.
    actor.send({ type: 'config.stepsChanged', steps: ['cab', 'color', 'powertrain', 'packages', 'options', 'accessories'] });
    actor.send({ type: 'user.goToStep', name: 'cab' });
    actor.send({ type: 'user.nextStep' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 2, name: 'color' });
    actor.send({ type: 'user.previousStep' });
    expect(actor.getSnapshot().context.name).toBe('cab');
  });

  it('starts at the step a build URL names, kept once the vehicle has it', () => {
    const actor = started(stepMachine, { initial: 'packages' });
    expect(actor.getSnapshot().context).toMatchObject({ name: 'packages', index: 4, requested: 'packages' });
    actor.send({ type: 'config.stepsChanged', steps: ['cab', 'color', 'powertrain', 'packages', 'options', 'accessories'] });
    expect(actor.getSnapshot().context).toMatchObject({ name: 'packages', index: 4, requested: null });
    // Confirmed once: later lists follow the usual rule (keep the current step when it applies).
    actor.send({ type: 'user.previousStep' });
    actor.send({ type: 'config.stepsChanged', steps: ['cab', 'color', 'powertrain', 'packages'] });
    expect(actor.getSnapshot().context.name).toBe('powertrain');
  });

  it('opens the first applicable step when the URL names a step the vehicle does not have', () => {
    const actor = started(stepMachine, { initial: 'seating' });
    actor.send({ type: 'config.stepsChanged', steps: ['cab', 'color', 'powertrain', 'packages', 'options', 'accessories'] });
    expect(actor.getSnapshot().context).toMatchObject({ name: 'cab', index: 0 });
  });

  it('ignores an unknown initial step (cab, as spec 4 says)', () => {
    expect(started(stepMachine, { initial: 'trunk' }).getSnapshot().context).toMatchObject({ name: 'cab', index: 0, requested: null });
    expect(started(stepMachine, {}).getSnapshot().context).toMatchObject({ name: 'cab', index: 0 });
  });

  it('moves to the next applicable step when the current one stops applying', () => {
    const actor = started(stepMachine);
    actor.send({ type: 'config.stepsChanged', steps: ['color', 'packages'] });
    expect(actor.getSnapshot().context).toMatchObject({ name: 'color', steps: ['color', 'packages'] });
    actor.send({ type: 'config.stepsChanged', steps: [] });
    expect(actor.getSnapshot().context.steps).toEqual(['color', 'packages']);
  });
});

describe('filters and geolocation machines', () => {
  it('filters start at all and clear back to it', () => {
    const actor = started(filtersMachine);
    actor.send({ type: 'user.setFilter', active: '  ' });
    expect(actor.getSnapshot().context.active).toBe('all');
    actor.send({ type: 'user.toggleFeature', feature: 'awd' });
    actor.send({ type: 'user.toggleFeature', feature: 'awd' });
    expect(actor.getSnapshot().context.features).toEqual([]);
    actor.send({ type: 'user.setFilter', active: 'suv' });
    actor.send({ type: 'user.clearFilters' });
    expect(actor.getSnapshot().context).toEqual({ active: 'all', features: [] });
  });

  it('geolocation ignores a malformed ZIP and drops an old region with a new ZIP', () => {
    const actor = started(geolocationMachine, { zipcode: 'abc', region: 'CA' });
    expect(actor.getSnapshot().context).toEqual({ zipcode: null, region: 'CA' });
    actor.send({ type: 'bus.zipcodeValid', zipcode: '1234' });
    expect(actor.getSnapshot().context.zipcode).toBeNull();
    actor.send({ type: 'bus.zipcodeValid', zipcode: '10001' });
    expect(actor.getSnapshot().context).toEqual({ zipcode: '10001', region: null });
  });
});

describe('history', () => {
  const entry = (n: number) => ({ selection: { trimCode: String(n) }, config: {} }) as unknown as HistoryEntry;

  it('is bounded and a new record clears redo', () => {
    let history = emptyHistory();
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) history = record(history, entry(i));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0].selection.trimCode).toBe('5');
    const back = undo(history, entry(99))!;
    expect(back.current.selection.trimCode).toBe(String(HISTORY_LIMIT + 4));
    expect(redo(back.history, back.current)!.current.selection.trimCode).toBe('99');
    expect(record(back.history, entry(100)).future).toEqual([]);
    expect(undo(emptyHistory(), entry(1))).toBeNull();
    expect(redo(emptyHistory(), entry(1))).toBeNull();
  });
});
