import { act, render, screen } from '@testing-library/react';
import { createFakeApi } from './test-support/fake-configurator-api';
import { ConfiguratorProvider, useApiState, useConfigurator, useDerivedBuild, useGradeTrims, useGradeTrimsState, useStep } from './use-configurator';
import type { ConfiguratorEmitted } from './configurator.machine';

function Probe() {
  const { send, scene } = useConfigurator();
  const total = useDerivedBuild()?.totalSRP ?? null;
  const loading = useApiState((s) => s.context.loading);
  const step = useStep((s) => s.context.name);
  return (
    <div>
      <p>scene: {scene}</p>
      <p>total: {total ?? 'none'}</p>
      <p>loading: {String(loading)}</p>
      <p>step: {step}</p>
      <button onClick={() => send({ type: 'user.selectSeries', seriesId: 'tacoma', year: 2024 })}>series</button>
      <button onClick={() => send({ type: 'user.selectGrade', gradeName: 'SR' })}>grade</button>
    </div>
  );
}

describe('useConfigurator', () => {
  it('lets components send events and read the scene and child state through selectors', async () => {
    const api = createFakeApi();
    const emitted: ConfiguratorEmitted[] = [];
    render(
      <ConfiguratorProvider api={api} input={{ brand: 'toyota', pathname: '/configurator/' }} onEmitted={(e) => emitted.push(e)}>
        <Probe />
      </ConfiguratorProvider>,
    );
    expect(screen.getByText('scene: model')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'series' }).click());
    expect(screen.getByText('scene: trim')).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button', { name: 'grade' }).click();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByText('scene: configurator')).toBeInTheDocument();
    expect(screen.getByText('total: 31395')).toBeInTheDocument();
    expect(screen.getByText('loading: false')).toBeInTheDocument();
    expect(screen.getByText('step: cab')).toBeInTheDocument();
    expect(emitted).toContainEqual({ type: 'configurator.start', seriesId: 'tacoma', year: 2024 });
  });

  it('throws a clear error outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useConfigurator must be used inside <ConfiguratorProvider>');
    spy.mockRestore();
  });
});

describe('useGradeTrims', () => {
  function Trims() {
    const trims = useGradeTrims();
    const status = useGradeTrimsState((s) => String(s.value));
    return (
      <p>
        trims: {status} {trims.map((t) => `${t.code}/${t.gradeName}/${t.engine.value}`).join(' ') || 'none'}
      </p>
    );
  }

  const deepLink = { brand: 'toyota' as const, pathname: '/configurator/build/step/powertrain/year/2024/series/tacoma/model/T2/' };

  it('reads the series-year trims (with their labels) from the statechart', async () => {
    const api = createFakeApi();
    render(
      <ConfiguratorProvider api={api} input={deepLink}>
        <Trims />
      </ConfiguratorProvider>,
    );
    expect(screen.getByText(/trims: idle none/)).toBeInTheDocument();
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByText('trims: loaded T1/SR/Engine E1 T2/SR/Engine E2 T3/Limited/Engine E3')).toBeInTheDocument();
  });

  it('shows the failure state and no trims when the series list has no answer', async () => {
    const api = createFakeApi();
    api.getSeriesDetails = async () => [];
    render(
      <ConfiguratorProvider api={api} input={deepLink}>
        <Trims />
      </ConfiguratorProvider>,
    );
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByText('trims: failed none')).toBeInTheDocument();
  });
});
