import { buildApp } from '../app';

describe('registerServices inside buildApp', () => {
  it('serves the dealer, region, content and image routes from the whole app', async () => {
    const app = await buildApp({ mode: 'test' });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const paths = [
        '/api/dealers?zip=90210',
        '/api/region?zip=96813',
        '/api/suppression-list',
        '/api/region-redirects',
        '/api/no-inventory-config?model=mirai&locale=es',
        '/service/tcom/ContentFragmentData/en/vehicles~en~camry~2025~vehicle-card/',
        '/images/tiles/home?width=32',
      ];
      for (const path of paths) {
        const response = await fetch(`${base}${path}`);
        expect([path, response.status]).toEqual([path, 200]);
      }
    } finally {
      await app.close();
    }
  });
});
