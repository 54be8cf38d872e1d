/**
 * Test support only: the configurator scene on the real configurator statechart (its provider)
 * over the in-memory fake data port, for the scene's tests.
 */
import { waitFor as waitForActor } from 'xstate';
import { pageContext } from '../../../../platform/env';
import { act, renderWithProviders, screen } from '../../../../../test/test-utils';
import type { BuildStepName } from '../../../../domain/entities';
import { AppServicesProvider } from '../../../app/app-services';
import type { BuildActorRef } from '../../../machine/build.machine';
import type { ConfiguratorActorRef } from '../../../machine/configurator.machine';
import { SYSTEM_IDS } from '../../../machine/system-ids';
import { createFakeApi } from '../../../machine/test-support/fake-configurator-api';
import { ConfiguratorProvider, useConfiguratorRef } from '../../../machine/use-configurator';
import ConfiguratorScene from '../configurator.scene';

export interface SceneOptions {
  language?: 'en' | 'es';
  /** A build URL to open (a deep link); without it the scene opens the SR grade's default build on the colour step. */
  deepLink?: { pathname: string; search: string };
}

/** The build URL of the SR grade (model T1) on a step, without picks: the default build. */
export const stepUrl = (step: BuildStepName) => ({ pathname: `/configurator/build/step/${step}/year/2024/series/tacoma/model/T1/`, search: '' });

/** The scene on the real configurator statechart (its provider) over the in-memory fake data port. */
export async function renderScene(options: SceneOptions = {}) {
  const api = createFakeApi();
  const language = options.language ?? 'en';
  let actor: ConfiguratorActorRef | null = null;
  function Capture() {
    actor = useConfiguratorRef();
    return null;
  }
  const services = { brand: 'toyota' as const, language, page: pageContext(), bus: null, api };
  // The step machine starts on the URL's step (ADR 0081): the default build opens on 'color'.
  const input = { brand: 'toyota' as const, ...(options.deepLink ?? stepUrl('color')) };
  const view = renderWithProviders(
    <AppServicesProvider value={services}>
      <ConfiguratorProvider api={api} input={input}>
        <Capture />
        <ConfiguratorScene />
      </ConfiguratorProvider>
    </AppServicesProvider>,
    { language },
  );
  const root = actor as unknown as ConfiguratorActorRef;
  const buildActor = root.system.get(SYSTEM_IDS.build) as BuildActorRef;
  const busy = ['idle', 'loading', 'loadingDeepLink', 'applying', 'recommending'] as const;
  const settled = () => waitForActor(buildActor, (s) => !busy.some((v) => s.matches(v)));
  await act(settled);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api, actor: root, settled, build: () => buildActor.getSnapshot() };
}

