/** `npm run graphql:series-list`: writes src/platform/graphql/series-list-query.generated.ts. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedModuleSource } from '../../src/platform/graphql/series-list-query-text';

const target = path.resolve(__dirname, '../../src/platform/graphql/series-list-query.generated.ts');
writeFileSync(target, generatedModuleSource());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
