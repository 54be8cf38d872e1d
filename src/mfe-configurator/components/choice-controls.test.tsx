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
});
