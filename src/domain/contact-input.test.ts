import fc from 'fast-check';
import { commentProblem, CONTACT_LIMITS, emailProblem, nameProblem, phoneDigits, phoneProblem } from './contact-input';

describe('contact input rules (ADR 0092)', () => {
  it.each([
    ['ana@example.com', null],
    ['  first.last+tag@mail.example.co.uk  ', null],
    ['', 'recipient-required'],
    ['   ', 'recipient-required'],
    ['friend@example', 'invalid-email'],
    ['friend@@example.com', 'invalid-email'],
    ['<a>@example.com', 'invalid-email'],
    [`${'a'.repeat(64)}@example.com`, null],
    [`${'a'.repeat(65)}@example.com`, 'invalid-email'],
    [`a@${'b'.repeat(250)}.com`, 'too-long'],
  ])('email %j: %s', (value, problem) => {
    expect(emailProblem(value)).toBe(problem);
  });

  it.each([
    ['Ana', null],
    ["  María-José O'Neil  ", null],
    ['Dr. Zoë', null],
    ['', 'invalid-name'],
    ['R2D2', 'invalid-name'],
    ['-Ana', 'invalid-name'],
    ['A'.repeat(CONTACT_LIMITS.name), null],
    ['A'.repeat(CONTACT_LIMITS.name + 1), 'too-long'],
  ])('name %j: %s', (value, problem) => {
    expect(nameProblem(value)).toBe(problem);
  });

  it.each([
    ['', null],
    ['(310) 555-0100', null],
    ['+1 310.555.0100', null],
    ['555-0100', 'invalid-phone'],
    ['(010) 555-0100', 'invalid-phone'],
    ['310-555-0100 ext', 'invalid-phone'],
    ['1'.repeat(CONTACT_LIMITS.phone + 1), 'too-long'],
  ])('phone %j: %s', (value, problem) => {
    expect(phoneProblem(value)).toBe(problem);
  });

  it('keeps the ten digits of a phone number, without a leading 1', () => {
    expect(phoneDigits('+1 (310) 555-0100')).toBe('3105550100');
    expect(phoneDigits('310 555 0100')).toBe('3105550100');
  });

  it('accepts everyday comments in both languages and refuses markup characters', () => {
    expect(commentProblem("¡Mira! ¿Qué opinas? It's $30,645 (roof rails & mats).\nAna")).toBeNull();
    expect(commentProblem('<b>hi</b>')).toBe('unsupported-characters');
    expect(commentProblem('x'.repeat(CONTACT_LIMITS.comment + 1))).toBe('too-long');
  });

  it('measures length in characters, not UTF-16 units: 50 accented letters are a valid name', () => {
    fc.assert(
      fc.property(fc.constantFrom('é', 'ñ', 'Ω', 'ß'), fc.integer({ min: 1, max: 60 }), (letter, n) => {
        expect(nameProblem(letter.repeat(n))).toBe(n > CONTACT_LIMITS.name ? 'too-long' : null);
      }),
    );
  });
});
