import { createNoInventoryServices, NoInventoryServiceError } from './no-inventory-services';

const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({
    status,
    json: async () => {
      if (typeof body === 'string') throw new SyntaxError('not json');
      return body;
    },
  })) as unknown as typeof fetch;

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
    expect((fetchImpl as jest.Mock).mock.calls[0][0]).toBe('/api/no-inventory-config?model=mirai&locale=es');
  });

  it('refuses an error answer or a config without its texts', async () => {
    await expect(createNoInventoryServices(answer(400, { error: 'bad' })).config('x', 'en')).rejects.toBeInstanceOf(NoInventoryServiceError);
    await expect(createNoInventoryServices(answer(200, { header: 'h' })).config('x', 'en')).rejects.toThrow('unexpected body');
    await expect(createNoInventoryServices(answer(200, { ...config, customHeader: 3 })).config('x', 'en')).rejects.toThrow('unexpected body');
  });

  it('maps the dealer lookup to found, none or invalid', async () => {
    const dealer = { id: '1', name: 'Harbor Motors', city: 'Beverly Hills', state: 'CA', phone: '(310) 555-0100', distance: 1.2, extra: true };
    const found = await createNoInventoryServices(answer(200, { statusCode: 0, dealers: [dealer] })).dealers('90210');
    expect(found).toEqual({ kind: 'found', dealers: [{ id: '1', name: 'Harbor Motors', city: 'Beverly Hills', state: 'CA', phone: '(310) 555-0100', distance: 1.2 }] });
    await expect(createNoInventoryServices(answer(200, { statusCode: 0, dealers: [] })).dealers('96813')).resolves.toEqual({ kind: 'none' });
    await expect(createNoInventoryServices(answer(400, { statusCode: 1, dealers: [] })).dealers('00000')).resolves.toEqual({ kind: 'invalid', statusCode: 1 });
    await expect(createNoInventoryServices(answer(502, '<html>')).dealers('90210')).rejects.toThrow('without JSON');
  });
});
