import { act } from '@testing-library/react';
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

  it('reads the ZIP cookie once, not on every pick, and again when the shopper comes to use the link', async () => {
    let cookie = '90210';
    const zipcode = jest.fn(() => cookie);
    const env = { lang: 'en' as const, zipcode };
    const { rerender, user } = renderWithProviders(<InventoryLink build={testBuild()} env={env} />);
    const link = () => screen.getByRole('link', { name: 'Search inventory' });
    const zipOf = () => new URL(link().getAttribute('href')!, 'http://x').searchParams.get('zipcode');
    expect(zipOf()).toBe('90210');
    const reads = zipcode.mock.calls.length;
    // Picks: new builds, same cookie, no new read.
    for (const code of ['040', '1H5']) rerender(<InventoryLink build={{ ...testBuild(), exteriorColor: { ...testBuild().exteriorColor!, code } }} env={env} />);
    expect(zipcode.mock.calls.length).toBe(reads);
    expect(new URL(link().getAttribute('href')!, 'http://x').searchParams.get('extColorCode')).toBe('1H5');
    // The ZIP modal changes the cookie; the link follows as soon as the pointer reaches it or it takes focus.
    cookie = '10001';
    await user.hover(link());
    expect(zipOf()).toBe('10001');
    cookie = '60601';
    act(() => link().focus());
    expect(zipOf()).toBe('60601');
  });

  it('follows a ZIP change the page announces without waiting for the shopper to reach the link', () => {
    let cookie = '90210';
    const listeners = new Set<() => void>();
    const env = {
      lang: 'en' as const,
      zipcode: () => cookie,
      watchZipcode: (onChange: () => void) => {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    };
    const { unmount } = renderWithProviders(<InventoryLink build={testBuild()} env={env} />);
    const zipOf = () => new URL(screen.getByRole('link', { name: 'Search inventory' }).getAttribute('href')!, 'http://x').searchParams.get('zipcode');
    cookie = '33101';
    act(() => listeners.forEach((listener) => listener()));
    expect(zipOf()).toBe('33101');
    unmount();
    expect(listeners.size).toBe(0);
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
