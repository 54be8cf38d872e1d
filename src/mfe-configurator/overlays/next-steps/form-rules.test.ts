import { commentError, emailError } from './form-rules';

describe('share form checks', () => {
  it('gives the message the server refusal of the same input gets', () => {
    expect(emailError('')).toBe('recipientRequired');
    expect(emailError('ana@localhost')).toBe('invalidEmail');
    expect(emailError(`a@${'b'.repeat(250)}.com`)).toBe('tooLong');
    expect(commentError('<b>')).toBe('unsupported');
  });

  it('lets well-formed input through', () => {
    expect(emailError('ana@example.com')).toBeNull();
    expect(commentError('¿Qué opinas?')).toBeNull();
  });
});
