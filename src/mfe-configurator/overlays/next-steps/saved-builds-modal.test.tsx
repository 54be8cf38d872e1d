import { renderWithProviders, screen } from '../../../../test/test-utils';
import { truckConfig } from '../../scenes/configurator/configurator.fixture';
import { SavedBuildsModal } from './saved-builds-modal';
import { listSavedBuilds, saveBuild, savedEntryOf } from './saved-builds';
import { TEST_SELECTION, testBuild, testEnv } from './test-support/next-steps-fixtures';

// Typing into several fields is slow on a busy shared machine; the default 5 s is not enough.
jest.setTimeout(30_000);

function setup(language: 'en' | 'es' = 'en') {
  const env = testEnv({ lang: language });
  saveBuild(env.storage, savedEntryOf(testBuild(), 'My Tacoma', language));
  const result = renderWithProviders(<SavedBuildsModal open onClose={jest.fn()} env={env} />, { language });
  return { env, ...result };
}

const resolved = (selection: Partial<typeof TEST_SELECTION & { wheelsCode: string }>, isDeepLinkValid: boolean) => ({
  isDeepLinkValid,
  config: { ...truckConfig(), currentConfig: { trimId: '7102', wheelsCode: '', ...TEST_SELECTION, ...selection } },
});

describe('SavedBuildsModal', () => {
  it('resumes a build that still builds by opening its summary link', async () => {
    const { user, env } = setup();
    env.resolveDeepLink.mockResolvedValue(resolved({}, true));
    await user.click(screen.getByRole('button', { name: 'Resume My Tacoma' }));
    expect(env.resolveDeepLink).toHaveBeenCalledWith(expect.objectContaining({ seriesId: 'tacoma', trim: '7102', accessoryCodes: ['TONHD', 'BEDMAT'] }));
    expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/configurator\/build\/step\/summary\/year\/2024\/series\/tacoma\/model\/7102\/\?ext=3U5/));
  });

  it('resumes a build saved with non-default wheels with those wheels', async () => {
    const env = testEnv();
    saveBuild(env.storage, savedEntryOf({ ...testBuild(), wheelsCode: 'W18' }, 'Alloy Tacoma', 'en'));
    env.resolveDeepLink.mockResolvedValue(resolved({ wheelsCode: 'W18' }, true));
    const { user } = renderWithProviders(<SavedBuildsModal open onClose={jest.fn()} env={env} />);
    await user.click(screen.getByRole('button', { name: 'Resume Alloy Tacoma' }));
    expect(env.resolveDeepLink).toHaveBeenCalledWith(expect.objectContaining({ trim: '7102', wheelsCode: 'W18' }));
    expect(env.navigate).toHaveBeenCalledWith(expect.stringContaining('&whl=W18&'));
  });

  it('shows what the repair changed and continues with the repaired build (Spanish)', async () => {
    const { user, env } = setup('es');
    env.resolveDeepLink.mockResolvedValue(resolved({ accessoryCodes: ['BEDMAT'] }, false));
    await user.click(screen.getByRole('button', { name: 'Continuar My Tacoma' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta configuración ya no se puede armar tal como se guardó.');
    expect(alert).toHaveTextContent('Eliminado: TONHD');
    expect(env.navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continuar con la configuración actualizada' }));
    expect(env.navigate).toHaveBeenCalledWith(expect.not.stringContaining('TONHD'));
    expect(listSavedBuilds(env.storage)[0].target.accessoryCodes).toEqual(['BEDMAT']);
  });

  it('says so when the build cannot be checked', async () => {
    const { user, env } = setup();
    env.resolveDeepLink.mockRejectedValue(new Error('network'));
    await user.click(screen.getByRole('button', { name: 'Resume My Tacoma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This build could not be opened. Please try again later.');
  });

  it('renames and deletes a saved build', async () => {
    const { user, env } = setup();
    await user.click(screen.getByRole('button', { name: 'Rename My Tacoma' }));
    const name = screen.getByRole('textbox', { name: 'New name' });
    await user.clear(name);
    await user.type(name, 'Weekend truck');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(listSavedBuilds(env.storage)[0].name).toBe('Weekend truck');
    await user.click(screen.getByRole('button', { name: 'Delete Weekend truck' }));
    expect(screen.getByText('You have no saved builds.')).toBeInTheDocument();
    expect(listSavedBuilds(env.storage)).toEqual([]);
  });
});
