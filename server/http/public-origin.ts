import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A start-up setting that is missing or malformed: the process prints the message and exits. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

export interface PublicOriginSettings {
  /** PUBLIC_ORIGIN: the origin shoppers reach this site at, e.g. https://www.example.com. */
  publicOrigin?: string;
  /** PUBLIC_ORIGINS: further origins the site answers at (brand domains); a request for one of them gets its links. */
  allowedOrigins?: readonly string[];
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

function checkOrigin(raw: string, name: string): string {
  const value = raw.trim().replace(/\/$/, '');
  if (!ORIGIN.test(value)) {
    throw new ConfigurationError(`${name} must be an origin like https://www.example.com (scheme and host, no path); got "${raw}"`);
  }
  return new URL(value).origin;
}

/** PUBLIC_ORIGIN and PUBLIC_ORIGINS (comma-separated) from the environment, checked. */
export function publicOriginSettings(env: NodeJS.ProcessEnv = process.env): PublicOriginSettings {
  return {
    publicOrigin: env.PUBLIC_ORIGIN ? checkOrigin(env.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN') : undefined,
    allowedOrigins: (env.PUBLIC_ORIGINS ?? '')
      .split(',')
      .filter((entry) => entry.trim() !== '')
      .map((entry) => checkOrigin(entry, 'PUBLIC_ORIGINS')),
  };
}

/**
 * The origin of the links this server mails and returns (share deep links, quote links, QR codes),
 * never taken from a request header alone (issue 18, point 2: `Host: evil.example` made mails point
 * at evil.example). In order: an allow-listed origin whose host is the request's Host (a site
 * served under several brand domains), PUBLIC_ORIGIN, and outside production the address this
 * server listens on. Production without PUBLIC_ORIGIN does not start (ConfigurationError).
 */
export function publicOriginResolver(
  app: FastifyInstance,
  mode: string | undefined,
  settings: PublicOriginSettings = publicOriginSettings(),
): (request: FastifyRequest) => string {
  const { publicOrigin } = settings;
  if (mode === 'production' && !publicOrigin) {
    throw new ConfigurationError('PUBLIC_ORIGIN is required in production: the origin of the links in mails, e.g. PUBLIC_ORIGIN=https://www.example.com');
  }
  const byHost = new Map<string, string>();
  for (const origin of [...(settings.allowedOrigins ?? []), ...(publicOrigin ? [publicOrigin] : [])]) byHost.set(new URL(origin).host.toLowerCase(), origin);
  const listening = (): string => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${host}:${address.port}`;
    }
    return 'http://127.0.0.1';
  };
  return (request) => {
    const host = (request.headers.host ?? '').toLowerCase();
    return byHost.get(host) ?? publicOrigin ?? listening();
  };
}
