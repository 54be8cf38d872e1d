import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadCatalog, type Catalog } from '../catalog/catalog-loader';
import { isStoreUnavailable, StoreUnavailableError } from '../db/sql-store';
import { registerHealthRoutes } from '../http/health';
import { publicOriginResolver } from '../http/public-origin';
import { loadDealerDirectory, type DealerSource } from '../services/dealers/dealer-directory';
import type { InventoryService } from '../services/inventory/inventory-service';
import { registerDevMailRoutes } from './dev-mail.routes';
import { NextStepsError } from './next-steps-error';
import { createFormLimiter, DEFAULT_RATE_LIMITS, type LimitedForm, type RateLimitPolicy } from './next-steps-limits';
import { smtpTransport, startMailDelivery, type RelayTransport } from './mail-delivery';
import { registerQrRoute } from './qr.routes';
import { findQuote, submitQuote } from './quotes';
import { createShare } from './shares';
import { appStoreProvider, type StoreOption, type StoreProvider } from './store-provider';

/** The spec's success text of the share form (product.md section 5); the client shows its translation. */
export const SHARE_SUCCESS_MESSAGE = 'Your email was sent!';

export interface NextStepsOptions {
  /** The store to use (tests); otherwise DATABASE_URL or PGlite under data/. */
  store?: StoreOption;
  /** The app's store provider (shared with the inventory); closed when the app closes. Default: one made from `store`. */
  stores?: StoreProvider;
  /** 'production' hides the dev mail page; only 'development' and 'production' use the data/ folder. */
  mode?: 'production' | 'development' | 'test';
  /** smtp://user:pass@host:port : deliver mails; default SMTP_URL. Without it mails stay in the outbox. */
  smtpUrl?: string;
  /** Sender address; default MAIL_FROM or a local no-reply address. */
  mailFrom?: string;
  /**
   * Origin for links in mails and the QR same-origin check; default PUBLIC_ORIGIN (required in
   * production) or an allow-listed origin (PUBLIC_ORIGINS), else the address the server listens on.
   */
  publicOrigin?: string;
  /** Limits per client and recipient (ADR 0141); default on in development and production, off in tests. */
  rateLimits?: RateLimitPolicy | false;
  catalog?: Catalog;
  dealers?: DealerSource;
  /** The stock a lead's VIN is checked against ("Check availability"). */
  inventory?: InventoryService;
}

// A share or quote is a few hundred bytes; anything near this is not a form.
const BODY_LIMIT = 32 * 1024;

/**
 * Share by email, request a quote, the QR code of a build link and the local mail page
 * (server/next-steps/README.md). Registered by server/app.ts.
 */
export async function registerNextSteps(app: FastifyInstance, options: NextStepsOptions = {}): Promise<void> {
  const persistent = options.mode === 'development' || options.mode === 'production';
  const stores = options.stores ?? appStoreProvider(options.store, options.mode);
  const catalog = options.catalog ?? loadCatalog();
  const dealers = options.dealers ?? loadDealerDirectory();
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL ?? '';
  const from = options.mailFrom ?? process.env.MAIL_FROM ?? 'Vehicle configurator <no-reply@configurator.invalid>';
  // Never the request's Host header (issue 18, point 2); throws at start in production without PUBLIC_ORIGIN.
  const fixedOrigin = options.publicOrigin;
  const resolveOrigin = fixedOrigin ? undefined : publicOriginResolver(app, options.mode);
  const originOf = (request: FastifyRequest): string => fixedOrigin ?? resolveOrigin!(request);
  // RATE_LIMITS=off is for load tests and fault drills that post from one address on purpose.
  const policy = options.rateLimits ?? (persistent && process.env.RATE_LIMITS !== 'off' ? DEFAULT_RATE_LIMITS : false);
  const limiter = policy ? createFormLimiter(policy) : undefined;

  const transport: RelayTransport | undefined = smtpUrl ? smtpTransport(smtpUrl) : undefined;
  const delivery = transport
    ? startMailDelivery(stores.get, transport, from, {
        onError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
        onRelay: (state) =>
          state.up
            ? app.log.info('mail relay reachable again: queued mails are going out')
            : app.log.error(`mail relay unreachable (${state.reason}): mails stay queued; probing it every 2 s`),
      })
    : undefined;
  if (!transport && options.mode === 'production') {
    app.log.warn('SMTP_URL is not set: share and quote mails are stored in the outbox but not sent');
  }
  app.addHook('onClose', async () => {
    await delivery?.stop();
    await stores.close();
  });

  // One log line per outage, not one per refused request (a full disk would flood the log).
  let outage = false;
  const unavailable = (request: FastifyRequest, error: unknown): NextStepsError => {
    if (!outage) request.log.error({ err: error }, 'store unavailable: answering 503 until it recovers');
    outage = true;
    const retry = error instanceof StoreUnavailableError ? error.retryAfterSeconds : 5;
    return new NextStepsError(503, 'store-unavailable', 'The service is starting or unavailable. Please try again later.', undefined, retry);
  };
  const deps = async (request: FastifyRequest, form?: LimitedForm) => {
    const store = await stores.get().catch((error: unknown) => {
      throw isStoreUnavailable(error) ? error : new StoreUnavailableError(`The store cannot be opened: ${(error as Error)?.message ?? String(error)}`);
    });
    if (form && limiter) await limiter(store, form, request);
    return { store, catalog, dealers, inventory: options.inventory, smtp: !!transport, origin: originOf(request), mailQueued: delivery?.kick };
  };
  const fail = (request: FastifyRequest, reply: FastifyReply, raw: unknown) => {
    const error = !(raw instanceof NextStepsError) && isStoreUnavailable(raw) ? unavailable(request, raw) : raw;
    if (!(error instanceof NextStepsError)) throw error;
    if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send(error.toBody());
  };
  const recovered = (request: FastifyRequest): void => {
    if (outage) request.log.info('store available again');
    outage = false;
  };

  app.post('/api/shares', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const receipt = await createShare(await deps(request, 'share'), request.body);
      recovered(request);
      return reply.code(201).send({ success: true, message: SHARE_SUCCESS_MESSAGE, ...receipt });
    } catch (error) {
      return fail(request, reply, error);
    }
  });

  app.post('/api/quotes', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const { quote, replayed } = await submitQuote(await deps(request, 'lead'), request.body, request.headers['idempotency-key']);
      recovered(request);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(replayed ? 200 : 201).send({ success: true, ...quote });
    } catch (error) {
      return fail(request, reply, error);
    }
  });

  app.get('/api/quotes/:reference', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const found = await findQuote(await deps(request), (request.params as { reference: string }).reference);
      recovered(request);
      return reply.send(found);
    } catch (error) {
      return fail(request, reply, error);
    }
  });

  await registerHealthRoutes(app, async () => {
    const store = await stores.get();
    await store.query('SELECT 1');
  });
  await registerQrRoute(app, originOf);
  if (options.mode !== 'production') await registerDevMailRoutes(app, stores);
}
