import axe from 'axe-core';
import { renderWithProviders, screen } from '../../../../test/test-utils';
import { NextStepsActions } from './next-steps-actions';
import { jsonResponse, testBuild, testEnv } from './test-support/next-steps-fixtures';

// Typing into several fields is slow on a busy shared machine; the default 5 s is not enough.
jest.setTimeout(30_000);

// jsdom computes no layout or colours, so contrast is left to the Chromium e2e run.
const violationsOf = async (): Promise<string[]> => {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe('next-steps overlays are accessible (axe, jsdom)', () => {
  it.each([
    ['Share your build', 'Share your build by email'],
    ['Request a quote', 'Request a quote'],
    ['Estimate payments', 'Payment estimator'],
    ['Saved builds', 'Saved builds'],
    ['Build sheet', 'Build sheet: 2024 Tacoma SR'],
  ])('%s has no violations', async (button, title) => {
    const env = testEnv();
    env.fetch.mockResolvedValue(jsonResponse(200, { success: true, code: 0, statusCode: 0, searchZipCode: '90210', multipleTDA: false, redirectUrl: '', dealers: [{ id: '2', name: 'Star Toyota', address: '', city: 'LA', state: 'CA', distance: 1, participating: true, logoUrl: '/logo' }] }));
    const { user } = renderWithProviders(
      <main>
        <h1>Summary</h1>
        <NextStepsActions build={testBuild()} env={env} />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Save build' }));
    await user.click(screen.getByRole('button', { name: button }));
    screen.getByRole('dialog', { name: title });
    if (button === 'Request a quote') await screen.findByRole('radio', { name: 'Star Toyota' });
    expect(await violationsOf()).toEqual([]);
  });
});
