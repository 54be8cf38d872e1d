import { checkComment, checkEmail, checkLanguage, checkName, checkPhone, checkZip, LIMITS } from './input-rules';
import { NextStepsError, UNSUPPORTED_CHARACTERS_MESSAGE } from './next-steps-error';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof NextStepsError) return error.code;
    throw error;
  }
}

describe('share and quote input rules', () => {
  it.each(['ana@example.com', 'first.last+tag@mail.example.co.uk', '  padded@example.com  '])('accepts the email %j', (email) => {
    expect(checkEmail(email, 'recipient')).toBe(email.trim());
  });

  it.each([
    ['', 'recipient-required'],
    [undefined, 'recipient-required'],
    ['friend@example', 'invalid-email'],
    ['friend@@example.com', 'invalid-email'],
    ['friend example@example.com', 'invalid-email'],
    ['<a>@example.com', 'invalid-email'],
    [`${'a'.repeat(65)}@example.com`, 'invalid-email'],
    [`a@${'b'.repeat(250)}.com`, 'too-long'],
    [42, 'invalid-request'],
  ])('refuses the email %j with %s', (email, code) => {
    expect(codeOf(() => checkEmail(email, 'recipient'))).toBe(code);
  });

  it('accepts comments in English and Spanish with everyday punctuation', () => {
    const text = "¡Mira! ¿Qué opinas? It's $30,645 (roof rails & mats) - 100% worth it.\nAna: café #1";
    expect(checkComment(text)).toBe(text);
    expect(checkComment(undefined)).toBe('');
  });

  it.each(['<script>alert(1)</script>', 'a {{template}}', 'back\\slash', 'nul\u0000byte', 'pipe | char', 'tick `x`'])(
    'refuses the comment %j with the spec message',
    (comment) => {
      try {
        checkComment(comment);
        throw new Error('accepted');
      } catch (error) {
        expect(error).toBeInstanceOf(NextStepsError);
        expect((error as NextStepsError).message).toBe(UNSUPPORTED_CHARACTERS_MESSAGE);
        expect((error as NextStepsError).field).toBe('comment');
      }
    },
  );

  it('refuses a comment longer than the limit', () => {
    expect(codeOf(() => checkComment('a'.repeat(LIMITS.comment)))).toBeUndefined();
    expect(codeOf(() => checkComment('a'.repeat(LIMITS.comment + 1)))).toBe('too-long');
  });

  it('accepts names with accents, apostrophes and hyphens and refuses markup or digits', () => {
    expect(checkName("  José O'Neil-Pérez ", 'firstName')).toBe("José O'Neil-Pérez");
    expect(codeOf(() => checkName('<b>x</b>', 'firstName'))).toBe('invalid-name');
    expect(codeOf(() => checkName('R2D2', 'lastName'))).toBe('invalid-name');
    expect(codeOf(() => checkName('', 'lastName'))).toBe('invalid-name');
  });

  it('keeps a phone as 10 digits, optional, and refuses anything else', () => {
    expect(checkPhone('(310) 555-0199')).toBe('3105550199');
    expect(checkPhone('+1 310.555.0199')).toBe('3105550199');
    expect(checkPhone('')).toBeNull();
    expect(codeOf(() => checkPhone('555-0199'))).toBe('invalid-phone');
    expect(codeOf(() => checkPhone('call me'))).toBe('invalid-phone');
  });

  it('accepts a real ZIP and refuses 00000, unknown or malformed ones', () => {
    expect(checkZip('90210')).toMatchObject({ zip: '90210' });
    for (const zip of ['00000', '1234', '99999', 'abcde', undefined]) expect(codeOf(() => checkZip(zip))).toBe('invalid-zip');
  });

  it('reads the page language, English by default', () => {
    expect(checkLanguage(undefined)).toBe('en');
    expect(checkLanguage('es')).toBe('es');
    expect(codeOf(() => checkLanguage('fr'))).toBe('invalid-language');
  });
});
