import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createFakeApi } from './test-support/fake-configurator-api';
import { ConfiguratorProvider, useApiState, useConfigurator, useConfiguratorRef, useDerivedBuild, useGradeTrims, useGradeTrimsState, useSettledBuild, useStep } from './use-configurator';
import { SYSTEM_IDS } from './system-ids';
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

describe('useSettledBuild', () => {
  it("keeps the build before a pick in the pick's urgent commit and follows in the deferred one; a new scene gets the current build at once", async () => {
    const commits: Array<{ scene: string; total: number | null; settled: number | null }> = [];
    const captured: { actor: ReturnType<typeof useConfiguratorRef> | null } = { actor: null };
    function Settled() {
      const { scene } = useConfigurator();
      captured.actor = useConfiguratorRef();
      const total = useDerivedBuild()?.totalSRP ?? null;
      const settled = useSettledBuild()?.totalSRP ?? null;
      useLayoutEffect(() => void commits.push({ scene, total, settled }));
      return null;
    }
    render(
      <ConfiguratorProvider api={createFakeApi()} input={{ brand: 'toyota', pathname: '/configurator/' }}>
        <Settled />
      </ConfiguratorProvider>,
    );
    await act(async () => {
      captured.actor!.send({ type: 'user.selectSeries', seriesId: 'tacoma', year: 2024 });
      captured.actor!.send({ type: 'user.selectGrade', gradeName: 'SR' });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(commits.at(-1)).toEqual({ scene: 'configurator', total: 31395, settled: 31395 });
    // Every commit that changed the scene had the current build.
    commits.forEach((commit, i) => {
      if (i > 0 && commit.scene !== commits[i - 1]!.scene) expect(commit.settled).toBe(commit.total);
    });

    commits.length = 0;
    await act(async () => {
      captured.actor!.system.get(SYSTEM_IDS.build)!.send({ type: 'user.selectItem', item: { itemType: 'PACKAGE', itemCode: 'PKG1', changeType: 'ADD' } });
      await new Promise((r) => setTimeout(r, 0));
    });
    const picked = commits.find((c) => c.total !== 31395)!;
    expect(picked.total).toBeGreaterThan(31395);
    // The pick's urgent commit: the new total on screen, the page around it still on the old build.
    expect(picked.settled).toBe(31395);
    expect(commits.at(-1)).toEqual({ scene: 'configurator', total: picked.total, settled: picked.total });

    // "Change grade": the scene and the build change together; the trim scene is never counted
    // or written with the build it left.
    commits.length = 0;
    await act(async () => captured.actor!.send({ type: 'user.backToTrim' }));
    const trim = commits.find((c) => c.scene === 'trim')!;
    expect(trim).toEqual({ scene: 'trim', total: null, settled: null });
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
