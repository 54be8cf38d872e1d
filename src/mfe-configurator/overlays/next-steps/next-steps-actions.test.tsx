import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { EXIT_BUILD_ATTRIBUTE } from './exit-prompt';
import { NextStepsActions } from './next-steps-actions';
import { listSavedBuilds } from './saved-builds';
import { testBuild, testEnv } from './test-support/next-steps-fixtures';

// Typing into several fields is slow on a busy shared machine; the default 5 s is not enough.
jest.setTimeout(30_000);

function setup(language: 'en' | 'es' = 'en') {
  const env = testEnv({ lang: language });
  const onChangeTrim = jest.fn();
  const result = renderWithProviders(
    <div>
      <a href="/vehicles/">View All Vehicles</a>
      <a href="#next">Jump</a>
      <button type="button" {...{ [EXIT_BUILD_ATTRIBUTE]: '' }} onClick={onChangeTrim}>
        Change grade
      </button>
      <NextStepsActions build={testBuild()} env={env} disclaimers={['2024 EPA-estimated mileage.']} />
    </div>,
    { language },
  );
  return { env, onChangeTrim, ...result };
}

function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('NextStepsActions', () => {
  it('saves the build, announces it and stops asking on unload', async () => {
    const { user, env } = setup();
    expect(beforeUnloadPrevented()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save build' }));
    expect(screen.getByRole('status')).toHaveTextContent('Build saved.');
    expect(listSavedBuilds(env.storage)).toEqual([expect.objectContaining({ name: '2024 Tacoma SR' })]);
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('asks to save before leaving by a link, and saves then leaves', async () => {
    const { user, env } = setup();
    await user.click(screen.getByRole('link', { name: 'Jump' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View All Vehicles' }));
    const dialog = screen.getByRole('dialog', { name: 'Save your build before leaving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save and leave' }));
    expect(env.navigate).toHaveBeenCalledWith('http://localhost/vehicles/');
    expect(listSavedBuilds(env.storage)).toHaveLength(1);
  });

  it('holds an in-app exit control until the shopper chooses (Spanish)', async () => {
    const { user, onChangeTrim, env } = setup('es');
    await user.click(screen.getByRole('button', { name: 'Change grade' }));
    expect(onChangeTrim).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Permanecer en esta página' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change grade' }));
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(onChangeTrim).toHaveBeenCalledTimes(1);
    expect(listSavedBuilds(env.storage)).toEqual([]);
  });

  it('opens each overlay from its button', async () => {
    const { user } = setup();
    for (const [button, title] of [
      ['Share your build', 'Share your build by email'],
      ['Request a quote', 'Request a quote'],
      ['Estimate payments', 'Payment estimator'],
      ['Saved builds', 'Saved builds'],
      ['Build sheet', 'Build sheet: 2024 Tacoma SR'],
    ]) {
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: title });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });

  it('starts the payment estimate from the region known when it opens', async () => {
    const { user, env } = setup();
    env.regionCode = () => '50';
    await user.click(screen.getByRole('button', { name: 'Estimate payments' }));
    expect(screen.getByRole('textbox', { name: 'APR (%)' })).toHaveValue('5.9');
  });
});
