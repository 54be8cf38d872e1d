import { ServiceError } from '../platform/services/json-service';
import { answerJson as answer, offlineFetch } from '../platform/test-support/fake-fetch';
import { createNoInventoryServices } from './no-inventory-services';

const config = {
  header: 'h',
  subHeader: 's',
  altModel: 'prius',
  ctaURL: '/prius/',
  exploreCta: 'Explore Prius',
  raqCta: 'Request a Quote',
  backToVehicles: 'Back',
  customHeader: 'Mirai is available only in California.',
  customRaqCta: 'default',
};

describe('createNoInventoryServices', () => {
  it('reads the per-model config for the page language, keeping custom texts', async () => {
    const fetchImpl = answer(200, { ...config, model: 'mirai', locale: 'es', source: 'model', resolved: {} });
    await expect(createNoInventoryServices(fetchImpl).config('mirai', 'es')).resolves.toEqual(config);
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/no-inventory-config?model=mirai&locale=es');
  });

  it('refuses an error answer or a config without its texts', async () => {
    await expect(createNoInventoryServices(answer(400, { error: 'bad' })).config('x', 'en')).rejects.toBeInstanceOf(ServiceError);
    await expect(createNoInventoryServices(answer(200, { header: 'h' })).config('x', 'en')).rejects.toThrow('unexpected body');
    await expect(createNoInventoryServices(answer(200, { ...config, customHeader: 3 })).config('x', 'en')).rejects.toThrow('unexpected body');
  });

  it('maps the dealer lookup to found, none or invalid', async () => {
    const lookup = (statusCode: number, dealers: unknown[]) => ({ success: statusCode === 0, code: statusCode, searchZipCode: '90210', multipleTDA: false, redirectUrl: '', dealers, statusCode });
    const dealer = { id: '1', name: 'Harbor Motors', city: 'Beverly Hills', state: 'CA', phone: '(310) 555-0100', distance: 1.2, extra: true };
    const fetchImpl = answer(200, lookup(0, [dealer, { state: 'NV', name: 'No phone' }]));
    const found = await createNoInventoryServices(fetchImpl).dealers('90210');
    expect(found).toEqual({ kind: 'found', dealers: [{ id: '1', name: 'Harbor Motors', city: 'Beverly Hills', state: 'CA', phone: '(310) 555-0100', distance: 1.2 }] });
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/dealers?zip=90210');
    await expect(createNoInventoryServices(answer(200, lookup(0, []))).dealers('96813')).resolves.toEqual({ kind: 'none' });
    await expect(createNoInventoryServices(answer(200, lookup(0, [{ state: 'HI' }]))).dealers('96813')).resolves.toEqual({ kind: 'none' });
    await expect(createNoInventoryServices(answer(400, lookup(1, []))).dealers('00000')).resolves.toEqual({ kind: 'invalid', statusCode: 1 });
  });

  it('rejects a dealer answer that is not JSON or not a dealer lookup', async () => {
    await expect(createNoInventoryServices(answer(502, '<html>')).dealers('90210')).rejects.toThrow('without JSON');
    await expect(createNoInventoryServices(answer(200, { statusCode: 0 })).dealers('90210')).rejects.toBeInstanceOf(ServiceError);
  });
});

describe('requestModelQuote', () => {
  const lead = { dealerId: '24011', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '', zip: '90210', consent: true, lang: 'en' as const, seriesId: 'mirai', year: 2025 };

  it('posts the contact with the series and year as an interest, under the Idempotency-Key', async () => {
    const fetchImpl = answer(201, { success: true, reference: 'Q-7K2M9P4X', kind: 'model', dealer: { id: '24011', name: 'Harbor Motors' } });
    await expect(createNoInventoryServices(fetchImpl).requestModelQuote(lead, 'key-0001-abcd')).resolves.toEqual({ kind: 'sent', reference: 'Q-7K2M9P4X', dealerName: 'Harbor Motors' });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/quotes');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Idempotency-Key': 'key-0001-abcd' } });
    const { seriesId: _s, year: _y, ...contact } = lead;
    expect(JSON.parse(init.body)).toEqual({ ...contact, interest: { seriesId: 'mirai', year: 2025 } });
  });

  it('treats a replay (200) as sent, maps a refusal, and rejects a failure', async () => {
    const replay = answer(200, { reference: 'Q-7K2M9P4X', dealer: { name: 'Harbor Motors' } });
    await expect(createNoInventoryServices(replay).requestModelQuote(lead, 'key-0001-abcd')).resolves.toMatchObject({ kind: 'sent' });
    const refused = answer(400, { statusCode: 400, code: 'invalid-email', field: 'email', message: 'x' });
    await expect(createNoInventoryServices(refused).requestModelQuote(lead, 'key-0001-abcd')).resolves.toEqual({ kind: 'refused', code: 'invalid-email', field: 'email' });
    const limited = answer(429, { statusCode: 429, code: 'rate-limited', message: 'Too many requests.' });
    await expect(createNoInventoryServices(limited).requestModelQuote(lead, 'key-0001-abcd')).resolves.toEqual({ kind: 'refused', code: 'rate-limited', field: '' });
    const bare = answer(429, '<html>Too Many Requests</html>');
    await expect(createNoInventoryServices(bare).requestModelQuote(lead, 'key-0001-abcd')).resolves.toEqual({ kind: 'refused', code: 'rate-limited', field: '' });
    await expect(createNoInventoryServices(answer(503, { code: 'store-unavailable' })).requestModelQuote(lead, 'key-0001-abcd')).rejects.toBeInstanceOf(ServiceError);
    await expect(createNoInventoryServices(answer(201, '<html>')).requestModelQuote(lead, 'key-0001-abcd')).rejects.toBeInstanceOf(ServiceError);
    await expect(createNoInventoryServices(offlineFetch()).requestModelQuote(lead, 'key-0001-abcd')).rejects.toMatchObject({ status: 0 });
  });
});
