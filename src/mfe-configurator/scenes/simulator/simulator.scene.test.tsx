import { pageContext } from '../../../platform/env';
import { renderWithProviders, screen } from '../../../../test/test-utils';
import { AppServicesProvider } from '../../app/app-services';
import { createFakeApi } from '../../machine/test-support/fake-configurator-api';
import { ConfiguratorProvider } from '../../machine/use-configurator';
import { sampleSeries } from '../model/model.fixture';
import SimulatorScene from './simulator.scene';

// The machine is shared by several engineers' test runs: user-event flows get room beyond jest's 5 s.
jest.setTimeout(20_000);

describe('SimulatorScene', () => {
  it('links into the scenes under the page base path, in the page language', async () => {
    window.history.replaceState(null, '', '/espanol/configurator/preview/sim/');
    const api = createFakeApi();
    api.getSeries = async () => sampleSeries();
    const services = { brand: 'toyota' as const, language: 'es' as const, page: pageContext(), bus: null, api };
    const { user } = renderWithProviders(
      <AppServicesProvider value={services}>
        <ConfiguratorProvider api={api} input={{ brand: 'toyota', pathname: '/espanol/configurator/preview/sim/' }}>
          <SimulatorScene />
        </ConfiguratorProvider>
      </AppServicesProvider>,
      { language: 'es' },
    );
    expect(screen.getByRole('link', { name: 'Abrir la escena de modelos' })).toHaveAttribute('href', '/espanol/configurator/preview/');
    await user.click(screen.getByRole('combobox', { name: 'Vehículo' }));
    await user.click(await screen.findByRole('option', { name: 'Tacoma 2024' }));
    expect(screen.getByRole('link', { name: 'Abrir la escena de versiones' })).toHaveAttribute('href', '/espanol/configurator/preview/build/step/model/year/2024/series/tacoma/');
    window.history.replaceState(null, '', '/');
  });
});
