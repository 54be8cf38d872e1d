import type { LatestItemSelected, ResolveStep } from '../../../domain/entities';
import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { truckConfig, TRIMS } from '../../scenes/configurator/configurator.fixture';
import { alternativesOf, ConflictModal, MAX_RESOLUTIONS } from './conflict-modal';

const step = (weight: number, changes: ResolveStep['requiredChanges'], applicableTrimId: string | null = null): ResolveStep => ({ applicableTrimId, weight, requiredChanges: changes });
const addTc = { changeType: 'ADD' as const, itemCode: 'TC', itemType: 'PACKAGE' as const };
const removeMr = { changeType: 'REMOVE' as const, itemCode: 'MR', itemType: 'PACKAGE' as const };
const pickPr: LatestItemSelected = { itemCode: 'PR', itemType: 'PACKAGE', changeType: 'ADD' };

describe('alternativesOf', () => {
  it('keeps the best three by weight and splits adds, removes and trim-level choices with price effects', () => {
    const config = truckConfig();
    const steps = [
      step(5, [addTc]),
      step(1, [addTc, removeMr]),
      step(3, [{ changeType: 'ADD', itemCode: 'XC6', itemType: 'CAB_BED' }], '7101'),
      step(9, [addTc]),
    ];
    const alternatives = alternativesOf(config, pickPr, steps, [TRIMS.xtraCab]);
    expect(alternatives).toHaveLength(MAX_RESOLUTIONS);
    expect(alternatives.map((a) => a.index)).toEqual([1, 2, 0]);
    expect(alternatives[0]).toMatchObject({ toAdd: [{ title: 'Technology Package', price: 1200 }], toRemove: [{ title: 'Power Moonroof', price: -900 }], total: 2500 + 1200 - 900 });
    expect(alternatives[1].choices.map((c) => [c.title, c.price])).toEqual([
      ['SR XtraCab with 6-ft Bed', -1400],
      ['XtraCab with 6-ft Bed', 0],
    ]);
  });

  it('does not list the pick itself among the changes', () => {
    const [only] = alternativesOf(truckConfig(), pickPr, [step(1, [{ ...pickPr }, addTc])]);
    expect(only.toAdd.map((l) => l.title)).toEqual(['Technology Package']);
  });
});

describe('ConflictModal', () => {
  const render = (pick = pickPr) => {
    const onResolve = jest.fn();
    const onCancel = jest.fn();
    const view = renderWithProviders(
      <ConflictModal open config={truckConfig()} pick={pick} steps={[step(1, [addTc]), step(2, [removeMr, addTc])]} onResolve={onResolve} onCancel={onCancel} />,
    );
    return { ...view, onResolve, onCancel };
  };

  it('explains an addition that requires more items and applies the chosen alternative', async () => {
    const { user, onResolve } = render();
    const dialog = screen.getByRole('dialog', { name: 'Your change needs other updates' });
    expect(within(dialog).getByText('Adding Premium Package requires more items.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Option 2: total change +$2,800' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(onResolve).toHaveBeenCalledWith(1);
  });

  it('explains a removal that requires changes, and cancels without changes', async () => {
    const { user, onCancel, onResolve } = render({ itemCode: 'TC', itemType: 'PACKAGE', changeType: 'REMOVE' });
    expect(screen.getByText('Removing Technology Package requires changes to your build.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel and keep my build' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('cancels on Escape like any modal', async () => {
    const { user, onCancel } = render();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('speaks Spanish on Spanish pages', () => {
    renderWithProviders(<ConflictModal open config={truckConfig()} pick={pickPr} steps={[step(1, [addTc])]} onResolve={jest.fn()} onCancel={jest.fn()} />, { language: 'es' });
    expect(screen.getByRole('dialog', { name: 'Tu cambio requiere otros ajustes' })).toBeInTheDocument();
    expect(screen.getByText('Technology Package (+$1,200)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar cambios' })).toBeInTheDocument();
  });
});
