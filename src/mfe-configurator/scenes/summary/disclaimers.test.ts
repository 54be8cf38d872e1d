import { renderHook, waitFor } from '@testing-library/react';
import { disclaimersUrl, fetchDisclaimers, useDisclaimers } from './disclaimers';

const answer = (status: number, body: unknown) =>
  jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>().mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);

const card = { contents: [{ mpgDisclaimerCode: { value: '<b>2024 EPA-estimated</b> mileage.' }, mpgeDisclaimerCode: { value: '' } }] };

describe('disclaimersUrl', () => {
  it('builds the content fragment address of spec 7', () => {
    expect(disclaimersUrl('https://x.test', 'es', 'tacoma', 2024)).toBe('https://x.test/service/tcom/ContentFragmentData/es/vehicles~es~tacoma~2024~vehicle-card/');
  });
  it('refuses a series id that would change the path', () => {
    expect(() => disclaimersUrl('', 'en', '../admin', 2024)).toThrow(RangeError);
  });
});

describe('fetchDisclaimers', () => {
  it('reads the mpg and mpge disclaimers as plain text', async () => {
    await expect(fetchDisclaimers('/u', answer(200, card))).resolves.toEqual({ mpg: '2024 EPA-estimated mileage.', mpge: '' });
  });
  it('fails on a non-OK answer or a malformed body', async () => {
    await expect(fetchDisclaimers('/u', answer(404, {}))).rejects.toThrow('Response status: 404');
    await expect(fetchDisclaimers('/u', answer(200, { nope: 1 }))).rejects.toThrow('no contents');
  });
});

describe('useDisclaimers', () => {
  it('is ready with the disclaimers once loaded', async () => {
    const fetchImpl = answer(200, card);
    const { result } = renderHook(() => useDisclaimers('', 'en', 'tacoma', 2024, fetchImpl));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.disclaimers?.mpg).toBe('2024 EPA-estimated mileage.');
    expect(fetchImpl).toHaveBeenCalledWith('/service/tcom/ContentFragmentData/en/vehicles~en~tacoma~2024~vehicle-card/', expect.anything());
  });

  it('only warns on failure and is still ready', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    const { result } = renderHook(() => useDisclaimers('', 'en', 'tacoma', 2024, fetchImpl));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.disclaimers).toBeNull();
    expect(warn).toHaveBeenCalledWith('[configurator] disclaimers could not be loaded', expect.any(TypeError));
    warn.mockRestore();
  });
});
