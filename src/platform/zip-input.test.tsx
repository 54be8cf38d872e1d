import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { ZipInput, type ZipInputProps } from './zip-input';

function Field(props: Partial<ZipInputProps> & { onValue?: (zip: string) => void }) {
  const { onValue, ...rest } = props;
  const [zip, setZip] = useState('');
  return (
    <label>
      ZIP Code
      <ZipInput
        {...rest}
        value={zip}
        onValueChange={(value) => {
          setZip(value);
          onValue?.(value);
        }}
      />
    </label>
  );
}

describe('ZipInput', () => {
  it('is a numeric, autofillable field of at most five characters, passing other attributes through', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Field ref={ref} id="zip" className="vc-extra" aria-describedby="hint" disabled />);
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveAttribute('maxlength', '5');
    expect(input).toHaveAttribute('aria-describedby', 'hint');
    expect(input).toBeDisabled();
    expect(input).toHaveClass('vc-zip-input', 'vc-extra');
    expect(ref.current).toBe(input);
  });

  it('keeps only digits as they are typed', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    await user.type(input, '9a0-2 1x0');
    expect(input).toHaveValue('90210');
  });

  it('hands the caller a sanitized value even when the keys are not filtered', () => {
    const onValue = jest.fn();
    render(<Field filterKeys={false} onValue={onValue} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'ZIP Code' }), { target: { value: '12a34567' } });
    expect(onValue).toHaveBeenLastCalledWith('12345');
  });

  it('shows only what it kept when a typed letter leaves the value unchanged', async () => {
    const user = userEvent.setup();
    render(<Field filterKeys={false} />);
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    await user.type(input, '9021');
    await user.type(input, 'a');
    expect(input).toHaveValue('9021');
  });

  it('blocks letters at the keyboard unless told not to, keeping shortcuts and the caller handler', () => {
    const onKeyDown = jest.fn();
    const { unmount } = render(<Field onKeyDown={onKeyDown} />);
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'a', ctrlKey: true })).toBe(true);
    expect(onKeyDown).toHaveBeenCalledTimes(3);
    unmount();
    render(<Field filterKeys={false} />);
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: 'ZIP Code' }), { key: 'a' })).toBe(true);
  });

  it('refuses paste and drop: a ZIP is typed', () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(fireEvent.paste(input)).toBe(false);
    expect(fireEvent.drop(input)).toBe(false);
  });
});
