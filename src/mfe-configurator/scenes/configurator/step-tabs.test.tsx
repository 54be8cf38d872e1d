import fc from 'fast-check';
import type { BuildStepName } from '../../../domain/entities';
import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { coveredTop, revealDelta, REVEAL_GAP, type StickyBox } from './reveal-step';
import { StepTabs } from './step-tabs';
import { buildFromConfiguration } from '../../../domain/build-from-config';
import { truckConfig, TRIMS } from './configurator.fixture';
import type { ConfiguratorActions, ConfiguratorModel } from './configurator-model';
import { ConfiguratorView } from './configurator-view';

const STEPS: BuildStepName[] = ['cab', 'color', 'powertrain', 'packages', 'options', 'accessories'];

describe('StepTabs', () => {
  it('says "completed" about the steps before the current one, keeping their names', () => {
    renderWithProviders(<StepTabs steps={STEPS} step="powertrain" panelId="panel" onGoTo={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Build steps' });
    expect(within(nav).getByRole('button', { name: 'Cab and bed' })).toHaveAccessibleDescription('completed');
    expect(within(nav).getByRole('button', { name: 'Color' })).toHaveAccessibleDescription('completed');
    expect(within(nav).getByRole('button', { name: 'Powertrain' })).toHaveAccessibleDescription('');
    expect(within(nav).getByRole('button', { name: 'Packages' })).toHaveAccessibleDescription('');
    expect(within(nav).getByRole('button', { name: 'Color' })).toHaveClass('cfg-steps__done');
  });

  it('keeps later steps marked after going back to an earlier one, in Spanish too', () => {
    const { rerender } = renderWithProviders(<StepTabs steps={STEPS} step="options" panelId="panel" onGoTo={jest.fn()} />, { language: 'es' });
    rerender(<StepTabs steps={STEPS} step="color" panelId="panel" onGoTo={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pasos de configuración' });
    const described = within(nav).getAllByRole('button').map((b) => b.getAttribute('aria-describedby') !== null);
    // Cab and bed, Powertrain and Packages were passed; Color is current; Options was reached, not left behind.
    expect(described).toEqual([true, false, true, true, false, false]);
    expect(within(nav).getByRole('button', { name: 'Tren motriz' })).toHaveAccessibleDescription('completado');
  });
});

describe('ConfiguratorView last step', () => {
  const model = (step: BuildStepName): ConfiguratorModel => {
    const config = truckConfig();
    return {
      brand: 'toyota', config, build: buildFromConfiguration(config, {}), gradeTrims: [TRIMS.doubleCab], steps: STEPS, step, busy: false,
      conflict: { open: false, pick: null, before: null, resolutions: [] }, detail: null, canUndo: false, canRedo: false, notices: [],
    };
  };
  const actions = (): jest.Mocked<ConfiguratorActions> => ({
    select: jest.fn(), goToStep: jest.fn(), resolveConflict: jest.fn(), cancelConflict: jest.fn(), undo: jest.fn(), redo: jest.fn(),
    showDetail: jest.fn(), hideDetail: jest.fn(), review: jest.fn(), backToTrim: jest.fn(), dismissNotice: jest.fn(),
  });

  it('leads from the last step\'s Next to the review instead of a disabled button', async () => {
    const spy = actions();
    const { user } = renderWithProviders(<ConfiguratorView model={model('accessories')} actions={spy} />);
    const next = screen.getByRole('button', { name: 'Next step' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(spy.review).toHaveBeenCalledTimes(1);
    expect(spy.goToStep).not.toHaveBeenCalled();
  });

  it('keeps the header actions\' names with icons beside them, in one named group', () => {
    renderWithProviders(<ConfiguratorView model={model('color')} actions={actions()} nextSteps={<a href="/inventory">Search inventory</a>} />);
    const group = screen.getByRole('group', { name: 'Build actions' });
    for (const name of ['Undo', 'Redo', 'Change grade']) expect(within(group).getByRole('button', { name })).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Search inventory' })).toBeInTheDocument();
  });
});

describe('reveal-step arithmetic', () => {
  const box = (top: number, height: number, left: number, width: number, stickyTop: number): StickyBox => ({ top, bottom: top + height, left, right: left + width, stickyTop });

  it('counts only sticky boxes over the heading\'s column, at their stuck place', () => {
    const column = { left: 700, right: 1200 };
    // Desktop: the car column is sticky beside the steps, it covers nothing above the heading.
    expect(coveredTop(column, [box(16, 500, 24, 650, 16)])).toBe(0);
    // Phone: the car band (388 px at top 0) and the tabs under it (56 px at top 388).
    expect(coveredTop({ left: 24, right: 366 }, [box(150, 388, 24, 342, 0), box(538, 56, 24, 342, 388)])).toBe(444);
  });

  it('scrolls a heading under the sticky band down to just below it, and leaves a well placed one alone', () => {
    expect(revealDelta(-300, 444, 844)).toBe(-300 - 444 - REVEAL_GAP);
    expect(revealDelta(460, 444, 844)).toBe(0);
    expect(revealDelta(800, 444, 844)).toBe(800 - 444 - REVEAL_GAP);
  });

  it('always puts the heading between the band and the middle of what is left (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 0, max: 600 }), fc.integer({ min: 700, max: 1200 }), (top, covered, height) => {
        const after = top - revealDelta(top, covered, height);
        return after >= covered + REVEAL_GAP - 1 && after <= covered + (height - covered) / 2 + 1;
      }),
    );
  });
});
