import { scriptNonce } from './script-nonce';

describe('scriptNonce', () => {
  it('reads the nonce property of the running script', () => {
    const script = document.createElement('script');
    script.nonce = 'r4nd0m';
    expect(scriptNonce(script)).toBe('r4nd0m');
  });

  it('is undefined without a script or without a nonce', () => {
    expect(scriptNonce(null)).toBeUndefined();
    expect(scriptNonce(document.createElement('script'))).toBeUndefined();
  });
});
