import { act } from '@testing-library/react';
import { createEventBus } from '../../../platform/event-bus';
import { pageContext } from '../../../platform/env';
import { writeZipcode } from '../../../platform/cookies';
import { renderWithProviders, screen } from '../../../../test/test-utils';
import { AppServicesProvider } from '../../app/app-services';
import { createFakeApi } from '../../machine/test-support/fake-configurator-api';
import { ConfiguratorNextStepsSlot } from './next-steps-slot';
import { testBuild } from './test-support/next-steps-fixtures';

describe('ConfiguratorNextStepsSlot', () => {
  it("puts the ZIP the ZIP modal saved into the inventory link as soon as the page announces it", () => {
    writeZipcode('90210');
    const bus = createEventBus();
    const services = { brand: 'toyota' as const, language: 'en' as const, page: pageContext(), bus, api: createFakeApi() };
    renderWithProviders(
      <AppServicesProvider value={services}>
        <ConfiguratorNextStepsSlot build={testBuild()} />
      </AppServicesProvider>,
    );
    const zipOf = () => new URL(screen.getByRole('link', { name: 'Search inventory' }).getAttribute('href')!, 'http://x').searchParams.get('zipcode');
    expect(zipOf()).toBe('90210');
    // What the ZIP modal does on a valid ZIP: the cookie first, then the event.
    writeZipcode('10001');
    act(() => void bus.publish('zipcode-valid', { version: 1, zipcode: '10001' }));
    expect(zipOf()).toBe('10001');
  });
});
