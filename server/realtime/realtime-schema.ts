import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLError,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import type { CatalogEnvironment } from '../catalog/catalog.schema';
import { CATALOG_ENVIRONMENTS, type CatalogChange, type CatalogChangeFeed } from './catalog-changes';
import { pushIterator } from './push-iterator';

/**
 * The realtime endpoint's schema: one subscription, `catalogChanged(environment)`. Its first event
 * has kind READY and the current catalog version: it is the subscription's acknowledgement (the
 * client times out without it after 15 s) and lets a reconnecting client see that it missed changes.
 */
export type CatalogEvent = { kind: 'READY'; version: string; environment: CatalogEnvironment } | ({ kind: 'CHANGED' } & CatalogChange);

const CatalogEventKind = new GraphQLEnumType({
  name: 'CatalogEventKind',
  values: { READY: { description: 'Subscription started; nothing changed yet.' }, CHANGED: { description: 'One series-year changed.' } },
});

const CatalogChangeType = new GraphQLObjectType({
  name: 'CatalogChange',
  fields: {
    kind: { type: new GraphQLNonNull(CatalogEventKind) },
    version: { type: new GraphQLNonNull(GraphQLString), description: 'Catalog content version after the change.' },
    environment: { type: new GraphQLNonNull(GraphQLString) },
    brand: { type: GraphQLString },
    seriesId: { type: GraphQLString },
    year: { type: GraphQLInt },
  },
});

const MAX_QUEUED_EVENTS = 100;

export function realtimeSchema(feed: CatalogChangeFeed): GraphQLSchema {
  return new GraphQLSchema({
    // graphql-js requires a query root; the data endpoint serves the real queries.
    query: new GraphQLObjectType({ name: 'Query', fields: { realtime: { type: GraphQLBoolean, resolve: () => true } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        catalogChanged: {
          type: new GraphQLNonNull(CatalogChangeType),
          args: { environment: { type: new GraphQLNonNull(GraphQLString) } },
          subscribe: (_root, args: { environment: string }) => {
            const environment = args.environment as CatalogEnvironment;
            if (!CATALOG_ENVIRONMENTS.includes(environment)) {
              throw new GraphQLError(`Unknown environment "${args.environment}" (expected ${CATALOG_ENVIRONMENTS.join(', ')})`, {
                extensions: { code: 'BAD_USER_INPUT' },
              });
            }
            const { push, iterator } = pushIterator<{ catalogChanged: CatalogEvent }>(() => unsubscribe(), MAX_QUEUED_EVENTS);
            const unsubscribe = feed.subscribe(environment, (change) => push({ catalogChanged: { kind: 'CHANGED', ...change } }));
            push({ catalogChanged: { kind: 'READY', version: feed.version, environment } });
            return iterator;
          },
        },
      },
    }),
  });
}
