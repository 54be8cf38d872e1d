import { readCookie, writeCookie, deleteCookie, readZipcode, writeZipcode, DEFAULT_COOKIE_DAYS } from './cookies';

/** Records what was assigned to document.cookie so the attributes can be checked. */
function recordingDocument(initial = '') {
  const writes: string[] = [];
  return {
    writes,
    doc: {
      get cookie() {
        return initial;
      },
      set cookie(value: string) {
        writes.push(value);
      },
    },
  };
}

afterEach(() => {
  for (const name of ['zipcode', 'greeting', 'other']) deleteCookie(name);
});

describe('cookies', () => {
  it('round-trips a value through the real document, encoding special characters', () => {
    writeCookie('greeting', 'hola; señor=1');
    expect(readCookie('greeting')).toBe('hola; señor=1');
  });

  it('reads the right cookie among several', () => {
    writeCookie('other', 'x');
    writeCookie('greeting', 'y');
    expect(readCookie('greeting')).toBe('y');
    expect(readCookie('missing')).toBeUndefined();
  });

  it('deletes a cookie', () => {
    writeCookie('greeting', 'bye');
    deleteCookie('greeting');
    expect(readCookie('greeting')).toBeUndefined();
  });

  it('writes path=/, SameSite=Lax and an expiry 365 days out by default', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const { doc, writes } = recordingDocument();
    writeCookie('a', 'b', { document: doc });
    jest.useRealTimers();
    expect(DEFAULT_COOKIE_DAYS).toBe(365);
    expect(writes[0]).toBe('a=b; expires=Fri, 01 Jan 2027 00:00:00 GMT; path=/; SameSite=Lax');
  });

  it('forces Secure when sameSite is none', () => {
    const { doc, writes } = recordingDocument();
    writeCookie('a', 'b', { document: doc, sameSite: 'none' });
    writeCookie('a', 'b', { document: doc, sameSite: 'strict' });
    expect(writes[0]).toMatch(/SameSite=None; Secure$/);
    expect(writes[1]).toMatch(/SameSite=Strict$/);
  });

  it('honours a custom lifetime, domain and secure flag', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const { doc, writes } = recordingDocument();
    writeCookie('a', 'b', { document: doc, days: 1, domain: 'example.com', secure: true });
    jest.useRealTimers();
    expect(writes[0]).toBe('a=b; expires=Fri, 02 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax; domain=example.com; Secure');
  });

  it('rejects a bad name, sameSite or lifetime with a clear error', () => {
    expect(() => writeCookie('bad name', 'x')).toThrow(/invalid cookie name/);
    expect(() => readCookie('a=b')).toThrow(/invalid cookie name/);
    expect(() => writeCookie('a', 'x', { sameSite: 'sometimes' as 'lax' })).toThrow(/invalid sameSite/);
    expect(() => writeCookie('a', 'x', { days: Number.NaN })).toThrow(/finite/);
  });

  it('reads a value with a malformed escape as absent instead of throwing', () => {
    const { doc } = recordingDocument('greeting=%E0%A4%A');
    expect(readCookie('greeting', { document: doc })).toBeUndefined();
  });
});

describe('zipcode cookie', () => {
  it('saves and reads a five-digit ZIP', () => {
    writeZipcode('96813');
    expect(readZipcode()).toBe('96813');
  });

  it('reads a tampered zipcode cookie as absent', () => {
    for (const tampered of ['9681', '968130', 'abcde', '<script>', '']) {
      writeCookie('zipcode', tampered);
      expect(readZipcode()).toBeUndefined();
    }
  });

  it('reads as absent when there is no cookie', () => {
    expect(readZipcode()).toBeUndefined();
  });

  it('refuses to save anything but five digits', () => {
    expect(() => writeZipcode('1234')).toThrow(RangeError);
    expect(() => writeZipcode(12345 as unknown as string)).toThrow(/exactly 5 digits/);
    expect(readZipcode()).toBeUndefined();
  });

  it('is Secure on an https page and not on an http one, unless told otherwise', () => {
    const https = recordingDocument();
    writeZipcode('90210', { document: https.doc, location: { protocol: 'https:' } });
    expect(https.writes[0]).toMatch(/^zipcode=90210; expires=.*; path=\/; SameSite=Lax; Secure$/);
    const http = recordingDocument();
    writeZipcode('90210', { document: http.doc, location: { protocol: 'http:' } });
    expect(http.writes[0]).not.toMatch(/Secure/);
    const forced = recordingDocument();
    writeZipcode('90210', { document: forced.doc, location: { protocol: 'https:' }, secure: false });
    expect(forced.writes[0]).not.toMatch(/Secure/);
  });

  it('reads the page protocol from window.location by default (jsdom serves http)', () => {
    const { doc, writes } = recordingDocument();
    expect(window.location.protocol).toBe('http:');
    writeZipcode('90210', { document: doc });
    expect(writes[0]).not.toMatch(/Secure/);
  });

  it('passes cookie options through', () => {
    const { doc, writes } = recordingDocument();
    writeZipcode('00601', { document: doc, sameSite: 'strict', days: 30 });
    expect(writes[0]).toMatch(/^zipcode=00601; expires=.*; path=\/; SameSite=Strict$/);
  });
});
