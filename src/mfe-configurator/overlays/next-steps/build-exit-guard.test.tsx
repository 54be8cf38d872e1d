import { renderWithProviders, screen } from '../../../../test/test-utils';
import { BuildExitGuard, InventoryLink } from './build-exit-guard';
import { EXIT_BUILD_ATTRIBUTE } from './exit-prompt';
import { saveBuild, savedEntryOf } from './saved-builds';
import { testBuild, testEnv } from './test-support/next-steps-fixtures';

jest.setTimeout(30_000);

describe('configurator-scene pieces', () => {
  it('links out to inventory search with the ZIP cookie, in the page language', () => {
    renderWithProviders(<InventoryLink build={testBuild()} env={{ lang: 'es', zipcode: () => '90210' }} />, { language: 'es' });
    const link = screen.getByRole('link', { name: 'Buscar en el inventario' });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/espanol/search-inventory/model/tacoma/');
    expect(url.searchParams.get('zipcode')).toBe('90210');
    expect(url.searchParams.get('extColorCode')).toBe('3U5');
  });

  it('renders no link for a build without a series', () => {
    const { container } = renderWithProviders(<InventoryLink build={{ ...testBuild(), seriesId: '' }} env={{ lang: 'en', zipcode: () => undefined }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('guards an unsaved build and lets a saved one go without asking', async () => {
    const env = testEnv();
    const onLeave = jest.fn();
    const leave = (
      <button type="button" {...{ [EXIT_BUILD_ATTRIBUTE]: '' }} onClick={onLeave}>
        Back to trims
      </button>
    );
    const { user, unmount } = renderWithProviders(
      <>
        {leave}
        <BuildExitGuard build={testBuild()} env={env} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Back to trims' }));
    expect(screen.getByRole('dialog', { name: 'Save your build before leaving?' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
    unmount();

    saveBuild(env.storage, savedEntryOf(testBuild(), 'Mine', 'en'));
    const again = renderWithProviders(
      <>
        {leave}
        <BuildExitGuard build={testBuild()} env={env} />
      </>,
    );
    await again.user.click(screen.getByRole('button', { name: 'Back to trims' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
