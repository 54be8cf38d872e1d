import { buildApp } from '/work/main/server/app';
import { operationFor } from '/work/main/src/platform/graphql/operations';
import mercurius from 'mercurius';
(async () => {
  const app = await buildApp();
  await app.ready();
  const v = { config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trim: '7141' }, latestItemSelected: { itemCode: 'NOPE', itemType: 'PACKAGE', changeType: 'ADD' } };
  const { loadCatalog } = require('/work/main/server/catalog/catalog-loader');
  const c = loadCatalog();
  const r = await (app as any).graphql(operationFor('GET_RECOMMENDATION'), { catalog: () => c }, v);
  const e = r.errors[0];
  console.log(e.constructor.name, e.path, e.originalError?.constructor?.name, e.originalError instanceof mercurius.ErrorWithProps, Object.keys(e));
  await app.close();
})();
