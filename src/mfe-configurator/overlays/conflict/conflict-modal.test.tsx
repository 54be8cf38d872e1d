import type { LatestItemSelected, ResolveStep } from '../../../domain/entities';
import { buildFromConfiguration } from '../../../domain/build-from-config';
import { createIntl } from 'react-intl';
import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { truckConfig } from '../../scenes/configurator/configurator.fixture';
import en from '../../../../locales/en.json';
import { alternativesOf, ConflictModal, type OfferedResolution } from './conflict-modal';

const step = (weight: number, changes: ResolveStep['requiredChanges'], applicableTrimId: string | null = null): ResolveStep => ({ applicableTrimId, weight, requiredChanges: changes });
const addTc = { changeType: 'ADD' as const, itemCode: 'TC', itemType: 'PACKAGE' as const };
const removeMr = { changeType: 'REMOVE' as const, itemCode: 'MR', itemType: 'PACKAGE' as const };
const pickPr: LatestItemSelected = { itemCode: 'PR', itemType: 'PACKAGE', changeType: 'ADD' };
const intl = createIntl({ locale: 'en', messages: en });

// Fixture prices: base 32,900; Supersonic Red 500; Technology 1,200; Premium 2,500; Moonroof 900.
const config = truckConfig();
const held = (codes: { ext?: string; int?: string; packages?: string[]; accessories?: string[] }) =>
  buildFromConfiguration(config, {
    exteriorColorCode: codes.ext ?? '040',
    interiorColorCode: codes.int ?? 'FB20',
    packageCodes: ['FE', 'QD', ...(codes.packages ?? [])],
    accessoryCodes: codes.accessories ?? [],
  });

describe('alternativesOf', () => {
  it('states the change between the build held and the build after, every leaving item listed', () => {
    const before = held({ packages: ['MR'] });
    const resolutions: OfferedResolution[] = [
      { step: step(1, [addTc]), build: held({ packages: ['MR', 'TC', 'PR'] }) },
      { step: step(2, [addTc, removeMr]), build: held({ packages: ['TC', 'PR'] }) },
    ];
    const [keep, drop] = alternativesOf(config, pickPr, before, resolutions, intl);
    expect(keep.total).toBe(3700);
    expect(keep.toAdd.map((l) => [l.title, l.price, l.reason])).toEqual([
      ['Technology Package', 1200, 'Premium Package needs Technology Package'],
      ['Premium Package', 2500, 'your choice'],
    ]);
    expect(keep.toRemove).toEqual([]);
    expect(drop.total).toBe(2800);
    expect(drop.toRemove.map((l) => [l.title, l.price, l.reason])).toEqual([['Power Moonroof', -900, 'Power Moonroof cannot be combined with Premium Package']]);
  });

  it('a colour swap subtracts the colours it replaces and lists them under removals', () => {
    const before = held({ ext: '040', int: 'LB20' });
    const pick: LatestItemSelected = { itemCode: '3U5', itemType: 'EXTERIOR_COLOR', changeType: 'ADD' };
    const [swap] = alternativesOf(config, pick, before, [{ step: step(1, [{ changeType: 'ADD', itemCode: 'FB20', itemType: 'INTERIOR_COLOR' }]), build: held({ ext: '3U5', int: 'FB20' }) }], intl);
    expect(swap.total).toBe(500);
    expect(swap.toRemove.map((l) => [l.title, l.reason])).toEqual([
      ['Ice Cap', 'replaced by Supersonic Red'],
      ['Boulder Leather', 'replaced by Black Fabric'],
    ]);
  });

  it('states both totals when a dealer-installed accessory comes or goes, and marks its line', () => {
    // TONHD (Hard Tri-Fold Tonneau Cover, $1,000) is dealer-installed: it moves only the total with them.
    const before = held({ accessories: ['TONHD'] });
    const pick: LatestItemSelected = { itemCode: 'TC', itemType: 'PACKAGE', changeType: 'ADD' };
    const [alt] = alternativesOf(config, pick, before, [{ step: step(1, []), build: held({ packages: ['TC'] }) }], intl);
    expect([alt.total, alt.totalWithDealer, alt.movesDealerTotal]).toEqual([1200, 200, true]);
    expect(alt.toRemove.map((l) => [l.title, l.price, l.dealerInstalled])).toEqual([['Hard Tri-Fold Tonneau Cover', -1000, true]]);
    const [plain] = alternativesOf(config, pick, held({}), [{ step: step(1, []), build: held({ packages: ['TC'] }) }], intl);
    expect(plain.movesDealerTotal).toBe(false);
    renderWithProviders(
      <ConflictModal open config={config} pick={pick} before={before} resolutions={[{ step: step(1, []), build: held({ packages: ['TC'] }) }]} onResolve={() => undefined} onCancel={() => undefined} />,
    );
    expect(screen.getByRole('radio', { name: 'Option 1: Total MSRP change +$1,200; with dealer-installed accessories +$200' })).toBeChecked();
    expect(screen.getByText('Hard Tri-Fold Tonneau Cover (-$1,000, dealer-installed: not in Total MSRP)')).toBeInTheDocument();
  });

  it('names a trim change with its base price difference', () => {
    const before = held({});
    const other = { ...held({}), trimId: '7101', baseMsrp: 31500 };
    const [alt] = alternativesOf(config, { itemCode: 'XC6', itemType: 'CAB_BED', changeType: 'ADD' }, before, [{ step: step(1, [], '7101'), build: other }], intl);
    expect(alt.total).toBe(-1400);
    expect(alt.choices.map((c) => c.price)).toEqual([-1400]);
  });
});

describe('ConflictModal', () => {
  const resolutions: OfferedResolution[] = [
    { step: step(1, [addTc]), build: held({ packages: ['TC', 'PR'] }) },
    { step: step(2, [addTc, removeMr]), build: held({ packages: ['TC', 'PR'] }) },
  ];
  const render = (pick = pickPr, language?: 'es') => {
    const onResolve = jest.fn();
    const onCancel = jest.fn();
    const view = renderWithProviders(
      <ConflictModal open config={config} pick={pick} before={held({})} resolutions={resolutions} onResolve={onResolve} onCancel={onCancel} />,
      language ? { language } : undefined,
    );
    return { ...view, onResolve, onCancel };
  };

  it('explains an addition, states the order, pre-selects the first and applies the chosen alternative', async () => {
    const { user, onResolve } = render();
    const dialog = screen.getByRole('dialog', { name: 'Your change needs other updates' });
    expect(within(dialog).getByText('Adding Premium Package requires more items.')).toBeInTheDocument();
    expect(within(dialog).getByText(/remove the fewest items come first/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Option 1: total change +$3,700' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Option 2: total change +$3,700' }));
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
    render(pickPr, 'es');
    expect(screen.getByRole('dialog', { name: 'Tu cambio requiere otros ajustes' })).toBeInTheDocument();
    expect(screen.getAllByText('Technology Package (+$1,200)')).toHaveLength(2);
    expect(screen.getAllByText('Premium Package requiere Technology Package')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Aplicar cambios' })).toBeInTheDocument();
  });
});
