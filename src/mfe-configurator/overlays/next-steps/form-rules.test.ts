import { commentError, emailError, nameError, phoneError } from './form-rules';

describe('share and quote form checks', () => {
  it('gives the message the server refusal of the same input gets', () => {
    expect(emailError('')).toBe('recipientRequired');
    expect(emailError('ana@localhost')).toBe('invalidEmail');
    expect(emailError(`a@${'b'.repeat(250)}.com`)).toBe('tooLong');
    expect(nameError('R2D2')).toBe('invalidName');
    expect(phoneError('555-0100')).toBe('invalidPhone');
    expect(phoneError('1'.repeat(21))).toBe('tooLong');
    expect(commentError('<b>')).toBe('unsupported');
  });

  it('lets well-formed input through', () => {
    expect(emailError('ana@example.com')).toBeNull();
    expect(nameError('Ana')).toBeNull();
    expect(phoneError('')).toBeNull();
    expect(commentError('¿Qué opinas?')).toBeNull();
  });
});
