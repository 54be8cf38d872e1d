import { act, fireEvent, renderWithProviders, screen } from '../../test/test-utils';
import { dealerLookupResult } from '../domain/test-support/dealer-lookup.fixture';
import { ZipForm } from './zip-form';

const ok = dealerLookupResult();

function setup(options: { lookup?: jest.Mock; language?: 'en' | 'es'; initialZip?: string } = {}) {
  const lookup = options.lookup ?? jest.fn(async (zip: string) => ({ ...ok, searchZipCode: zip }));
  const onSave = jest.fn();
  const onDone = jest.fn();
  const view = renderWithProviders(<ZipForm lookup={lookup} onSave={onSave} onDone={onDone} initialZip={options.initialZip} />, {
    language: options.language,
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  const input = screen.getByRole('textbox', { name: options.language === 'es' ? 'Código postal' : 'ZIP Code' });
  return { ...view, lookup, onSave, onDone, input: input as HTMLInputElement };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ZipForm', () => {
  it('blocks non-digit keys once the key listener is attached after 500 ms', () => {
    const { input } = setup();
    // Before 500 ms no listener: the key is not prevented (the value is still sanitised on input).
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(true);
    act(() => jest.advanceTimersByTime(500));
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'Backspace' })).toBe(true);
  });

  it('accepts digits only from typing, at most 5', async () => {
    const { user, input } = setup();
    act(() => jest.advanceTimersByTime(500));
    await user.type(input, '9a0b2-1 0 9 9');
    expect(input).toHaveValue('90210');
    expect(input).toHaveAttribute('maxLength', '5');
  });

  it('blocks paste', () => {
    const { input } = setup();
    expect(fireEvent.paste(input, { clipboardData: { getData: () => '90210' } })).toBe(false);
  });

  it('reduces any text that still arrives to its digits', () => {
    const { input } = setup();
    fireEvent.input(input, { target: { value: 'ab12c3' } });
    expect(input).toHaveValue('123');
  });

  it('focuses and selects the input after 1000 ms', () => {
    const { input } = setup({ initialZip: '90210' });
    act(() => jest.advanceTimersByTime(999));
    expect(input).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(1));
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5]);
  });

  it('keeps what the shopper typed before 1000 ms: the delayed select does not let the next key replace it', async () => {
    const { user, input } = setup();
    input.focus();
    await user.type(input, '902', { skipClick: true });
    act(() => jest.advanceTimersByTime(1000));
    await user.type(input, '10', { skipClick: true });
    expect(input).toHaveValue('90210');
    expect(submitButton()).toBeEnabled();
  });

  it('enables submit only at 5 digits', async () => {
    const { user, input } = setup();
    expect(submitButton()).toBeDisabled();
    await user.type(input, '9021');
    expect(submitButton()).toBeDisabled();
    await user.type(input, '0');
    expect(submitButton()).toBeEnabled();
  });

  it('enables submit at 4 digits when a digit key is pressed (keypress rule)', () => {
    const { input } = setup({ initialZip: '9021' });
    act(() => jest.advanceTimersByTime(500));
    expect(submitButton()).toBeDisabled();
    fireEvent.keyDown(input, { key: '0' });
    expect(submitButton()).toBeEnabled();
  });

  it("shows 'Please enter a valid ZIP Code.' for 00000 for 3 s, then refocuses the input", async () => {
    const { user, input, onSave } = setup();
    await user.type(input, '00000');
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid ZIP Code.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    input.blur();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Please enter a valid ZIP Code.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Please enter a valid ZIP Code.')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    [{ ...ok, success: false, code: 1, statusCode: 1, dealers: [] }, 'Invalid ZIP. Please verify the ZIP code and try again.'],
    [{ ...ok, success: false, code: 500, statusCode: 500, dealers: [] }, 'Server issue. Please try again later.'],
  ])('shows the service message for a failed lookup', async (answer, text) => {
    const { user, input } = setup({ lookup: jest.fn(async () => answer) });
    await user.type(input, '12345');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('saves a valid ZIP, says it was updated, and finishes after 3 s', async () => {
    const { user, input, onSave, onDone, lookup } = setup();
    await user.type(input, '90210{Enter}');
    expect(await screen.findByText('Your zip has been updated!')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledWith('90210', expect.anything());
    expect(onSave).toHaveBeenCalledWith('90210');
    act(() => jest.advanceTimersByTime(3000));
    expect(onDone).toHaveBeenCalledWith('90210');
  });

  it('warns when no dealer is near a valid ZIP (code 2), and still saves it', async () => {
    const { user, input, onSave } = setup({ lookup: jest.fn(async () => ({ ...ok, success: false, code: 2, dealers: [] })) });
    await user.type(input, '96813{Enter}');
    expect(await screen.findByText(/There are no dealers near this ZIP Code/)).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith('96813');
  });

  it('speaks Spanish on Spanish pages', async () => {
    const { user, input } = setup({ language: 'es' });
    await user.type(input, '00000');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Ingresa un código postal válido.')).toBeInTheDocument();
  });
});
