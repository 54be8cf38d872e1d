import type { Wheels } from '../../../domain/entities';
import { compatible, truckConfig } from '../../scenes/configurator/configurator.fixture';
import { deepLinkQueryOf, planResume } from './resume-build';
import { saveBuild, savedEntryOf, type SavedBuild } from './saved-builds';
import { TEST_SELECTION, testBuild } from './test-support/next-steps-fixtures';

const wheels = (code: string, title: string): Wheels => ({ code, title, type: 'ALLOY', image: { alias: code, disclaimer: '', isHero: false, url: '', angle: null, background: null, time: null, backgrounds: null, timesOfDay: null }, compatibility: compatible });

/** The answer of GetDeepLinkConfig: the truck offering 16-in. steel (default) and 18-in. alloy wheels. */
const resolved = (wheelsCode: string, isDeepLinkValid = true) => ({
  isDeepLinkValid,
  config: {
    ...truckConfig(),
    wheels: [wheels('W16', '16-in. steel wheels'), wheels('W18', '18-in. alloy wheels')],
    currentConfig: { trimId: '7102', wheelsCode, ...TEST_SELECTION },
  },
});

const saved = (wheelsCode?: string): SavedBuild =>
  saveBuild(window.localStorage, savedEntryOf(wheelsCode ? { ...testBuild(), wheelsCode } : testBuild(), 'My Tacoma', 'en'))!;

beforeEach(() => window.localStorage.clear());

describe('planResume', () => {
  it('resumes a build with non-default wheels with those wheels', async () => {
    const resolve = jest.fn().mockResolvedValue(resolved('W18'));
    const plan = await planResume(saved('W18'), resolve);
    expect(resolve).toHaveBeenCalledWith(expect.objectContaining({ trim: '7102', wheelsCode: 'W18' }));
    expect(plan).toMatchObject({ changed: false, added: [], removed: [] });
    expect(plan.target.wheelsCode).toBe('W18');
  });

  it('lists the wheels the repair swapped, by title', async () => {
    const plan = await planResume(saved('W18'), jest.fn().mockResolvedValue(resolved('W16', false)));
    expect(plan).toMatchObject({ changed: true, added: ['16-in. steel wheels'], removed: ['18-in. alloy wheels'] });
    expect(plan.target.wheelsCode).toBe('W16');
  });

  it('sends no wheels for an entry saved without them, and takes the default wheels as no change', async () => {
    const resolve = jest.fn().mockResolvedValue(resolved('W16'));
    const plan = await planResume(saved(), resolve);
    expect(resolve.mock.calls[0][0]).not.toHaveProperty('wheelsCode');
    expect(plan).toMatchObject({ changed: false, added: [], removed: [] });
    expect(plan.target.wheelsCode).toBe('W16');
  });
});

describe('deepLinkQueryOf', () => {
  it('names the wheels only when the target has them', () => {
    const target = saved('W18').target;
    expect(deepLinkQueryOf(target)).toMatchObject({ seriesId: 'tacoma', year: 2024, trim: '7102', wheelsCode: 'W18' });
    expect(deepLinkQueryOf({ ...target, wheelsCode: '' })).not.toHaveProperty('wheelsCode');
  });
});
