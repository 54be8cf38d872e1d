import { useState } from 'react';
import { renderWithProviders, screen } from '../../../../test/test-utils';
import { SimSelect, type SimOption } from './sim-select';

// The machine is shared by several engineers' test runs: user-event flows get room beyond jest's 5 s.
jest.setTimeout(20_000);

const OPTIONS: SimOption[] = [
  { value: 'prius-2025', label: '2025 Prius' },
  { value: 'tacoma-2024', label: '2024 Tacoma' },
  { value: 'mirai-2025', label: '2025 Mirai' },
];

function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SimSelect
      label="Vehicle"
      placeholder="Choose a vehicle"
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('SimSelect', () => {
  it('is a labelled combobox showing the placeholder until a choice', () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    const combo = screen.getByRole('combobox', { name: 'Vehicle' });
    expect(combo).toHaveTextContent('Choose a vehicle');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with the keyboard', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Vehicle' });
    combo.focus();
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combo.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: '2025 Mirai' }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith('tacoma-2024');
    expect(combo).toHaveTextContent('2024 Tacoma');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveFocus();
  });

  it('chooses with the mouse and closes with Escape', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Vehicle' });
    await user.click(combo);
    await user.click(screen.getByRole('option', { name: '2025 Mirai' }));
    expect(onChange).toHaveBeenCalledWith('mirai-2025');
    expect(screen.getByRole('option', { name: '2025 Mirai', hidden: true })).toHaveAttribute('aria-selected', 'true');
    await user.click(combo);
    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });
});
