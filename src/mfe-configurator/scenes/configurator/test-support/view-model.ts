import { buildFromConfiguration, type BuildSelection } from '../../../../domain/build-from-config';
import { truckConfig, TRIMS } from '../configurator.fixture';
import type { ConfiguratorModel } from '../configurator-model';

/** A configurator view model of the fixture truck on its colour step, for view tests. */
export function viewModelFor(overrides: Partial<ConfiguratorModel> = {}, selection: BuildSelection = {}): ConfiguratorModel {
  const config = truckConfig();
  return {
    brand: 'toyota',
    config,
    build: buildFromConfiguration(config, selection),
    gradeTrims: [TRIMS.doubleCab, TRIMS.xtraCab, TRIMS.doubleCabMax],
    steps: ['cab', 'color', 'powertrain', 'packages', 'options', 'accessories'],
    step: 'color',
    busy: false,
    conflict: { open: false, pick: null, before: null, resolutions: [] },
    detail: null,
    canUndo: false,
    canRedo: false,
    notices: [],
    ...overrides,
  };
}
