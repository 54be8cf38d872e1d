import { renderWithProviders, screen, userEvent } from '../../../test/test-utils';
import type { Choice } from '../scenes/configurator/step-options';
import { ChoiceCheckboxes } from './choice-checkboxes';
import { ChoiceGroup } from './choice-group';

const choice = (code: string, title: string, selected: boolean): Choice => ({
  itemType: 'EXTERIOR_COLOR',
  code,
  title,
  price: 0,
  priceIsDifference: false,
  selected,
  requirement: null,
});

describe('choices controlled by the build', () => {
  it('keeps the previous radio checked when a pick does not change the build (a conflict opens instead)', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderWithProviders(<ChoiceGroup legend="Color" choices={[choice('040', 'Ice Cap', true), choice('3U5', 'Supersonic Red', false)]} onPick={onPick} />);
    await user.click(screen.getByRole('radio', { name: /^Supersonic Red/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ code: '3U5' }));
    expect(screen.getByRole('radio', { name: /^Ice Cap/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Supersonic Red/ })).not.toBeChecked();
  });

  it('leaves a checkbox as it was when a toggle does not change the build', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    renderWithProviders(<ChoiceCheckboxes legend="Packages" choices={[choice('PP', 'Premium Package', false), choice('FE', 'Floor mats', true)]} onToggle={onToggle} />);
    await user.click(screen.getByRole('checkbox', { name: /^Premium Package/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Floor mats/ }));
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('checkbox', { name: /^Premium Package/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Floor mats/ })).toBeChecked();
  });

  it('describes each checkbox with the engine reasons and where a dealer-installed price goes', () => {
    const moonroof: Choice = { ...choice('MR', 'Power Moonroof', false), itemType: 'PACKAGE', requirement: { kind: 'reasons', grades: [], excludedBy: ['Crossbar Roof Rack'], requires: [] } };
    const tech: Choice = { ...choice('TC', 'Technology Package', true), itemType: 'PACKAGE', requirement: { kind: 'requiredBy', items: ['Premium Package'] } };
    const cover: Choice = { ...choice('TONHD', 'Hard Tri-Fold Tonneau Cover', false), itemType: 'ACCESSORY', price: 1095, dealerInstalled: true };
    const kit: Choice = { ...choice('LK', 'TRD Lift Kit', false), itemType: 'PACKAGE', requirement: { kind: 'reasons', grades: ['TRD Sport', 'TRD Off-Road'], excludedBy: ['Power Moonroof'], requires: ['Technology Package'] } };
    renderWithProviders(<ChoiceCheckboxes legend="Packages" choices={[moonroof, tech, cover, kit]} onToggle={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: /^Power Moonroof/ })).toHaveAccessibleDescription('Not available with Crossbar Roof Rack');
    expect(screen.getByRole('checkbox', { name: /^Technology Package/ })).toHaveAccessibleDescription('Required by Premium Package');
    expect(screen.getByRole('checkbox', { name: /^Hard Tri-Fold/ })).toHaveAccessibleDescription('Dealer-installed: adds to the total with dealer-installed accessories, not to Total MSRP');
    expect(screen.getByRole('checkbox', { name: /^TRD Lift Kit/ })).toHaveAccessibleDescription(
      'Available on TRD Sport or TRD Off-Road · Not available with Power Moonroof · Requires Technology Package',
    );
  });

  it('redraws only the cards a new selection changes (a pick touches two cards, not the step)', () => {
    const colours = (picked: string) => [choice('040', 'Ice Cap', picked === '040'), choice('3U5', 'Supersonic Red', picked === '3U5'), choice('1G3', 'Magnetic Gray', picked === '1G3')];
    const { container, rerender } = renderWithProviders(<ChoiceGroup legend="Color" choices={colours('040')} onPick={() => undefined} />);
    const touched = new Set<string>();
    const observer = new MutationObserver((records) => records.forEach((r) => touched.add((r.target as Element).closest('label')?.querySelector('input')?.value ?? 'outside')));
    observer.observe(container, { subtree: true, attributes: true, childList: true, characterData: true });
    // A new parent render with new choice objects and a new handler, as every build change brings.
    rerender(<ChoiceGroup legend="Color" choices={colours('3U5')} onPick={() => undefined} />);
    const records = observer.takeRecords();
    records.forEach((r) => touched.add((r.target as Element).closest('label')?.querySelector('input')?.value ?? 'outside'));
    observer.disconnect();
    expect([...touched].sort()).toEqual(['040', '3U5']);
    expect(screen.getByRole('radio', { name: /^Supersonic Red/ })).toBeChecked();
  });

  it('calls the latest handler from a card that was not redrawn', async () => {
    const user = userEvent.setup();
    const first = jest.fn();
    const latest = jest.fn();
    const colours = [choice('040', 'Ice Cap', true), choice('3U5', 'Supersonic Red', false)];
    const { rerender } = renderWithProviders(<ChoiceGroup legend="Color" choices={colours} onPick={first} />);
    rerender(<ChoiceGroup legend="Color" choices={colours.map((c) => ({ ...c }))} onPick={latest} />);
    await user.click(screen.getByRole('radio', { name: /^Supersonic Red/ }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(expect.objectContaining({ code: '3U5' }));
  });
});
