import { firstLeadProblem, leadProblems, refusalProblems, type LeadForm } from './lead-problems';

const complete: LeadForm = { dealerId: 'D1', contact: { firstName: 'Ana', lastName: 'García', email: 'ana@example.com', phone: '' }, consent: true };

describe('lead problems', () => {
  it('finds none in a complete form whose dealer is on offer', () => {
    expect(leadProblems(complete, ['D1', 'D2'])).toEqual({});
  });

  it("names every problem by the server's own contact rules, in the order of the fields", () => {
    const problems = leadProblems({ dealerId: '', contact: { firstName: 'R2D2', lastName: 'A'.repeat(51), email: 'ana@localhost', phone: '555-0100' }, consent: false }, ['D1']);
    expect(problems).toEqual({ dealerId: 'dealer-required', firstName: 'invalid-name', lastName: 'too-long', email: 'invalid-email', phone: 'invalid-phone', consent: 'consent-required' });
    expect(Object.keys(problems)).toEqual(['dealerId', 'firstName', 'lastName', 'email', 'phone', 'consent']);
    expect(firstLeadProblem(problems)).toEqual({ field: 'dealerId', problem: 'dealer-required' });
    expect(firstLeadProblem({ consent: 'consent-required', email: 'recipient-required' })).toEqual({ field: 'email', problem: 'recipient-required' });
    expect(firstLeadProblem({})).toBeUndefined();
  });

  it('asks for a dealer again when a new search no longer offers the one picked', () => {
    expect(leadProblems(complete, ['D9'])).toEqual({ dealerId: 'dealer-required' });
  });

  it.each([
    ['invalid-email', 'email', { email: 'invalid-email' }],
    ['recipient-required', 'email', { email: 'recipient-required' }],
    ['invalid-name', 'lastName', { lastName: 'invalid-name' }],
    ['invalid-name', '', { firstName: 'invalid-name' }],
    ['too-long', 'phone', { phone: 'too-long' }],
    ['too-long', '', { form: 'too-long' }],
    ['invalid-zip', 'zip', { zip: 'invalid-zip' }],
    ['consent-required', 'consent', { consent: 'consent-required' }],
    ['unknown-dealer', 'dealerId', { dealerId: 'dealer-required' }],
    ['dealer-too-far', 'dealerId', { dealerId: 'dealer-required' }],
    ['unknown-trim', 'build.trimCode', { form: 'build-rejected' }],
    ['invalid-build-code', 'build.packageCodes', { form: 'build-rejected' }],
    ['build-not-buildable', 'build', { form: 'build-not-buildable' }],
    ['unknown-vehicle', 'vin', { form: 'build-rejected' }],
    ['vehicle-at-another-dealer', 'vin', { form: 'build-rejected' }],
    ['rate-limited', '', { form: 'rate-limited' }],
    ['store-unavailable', '', { form: 'send-failed' }],
    ['something-new', 'email', { form: 'send-failed' }],
  ])('reads the refusal %s on field "%s"', (code, field, expected) => {
    expect(refusalProblems(code, field)).toEqual(expected);
  });

  it('does not take a code from the prototype for a known refusal', () => {
    expect(refusalProblems('toString', '')).toEqual({ form: 'send-failed' });
  });
});
