import nodemailer from 'nodemailer';
import { isStoreUnavailable, type SqlStore } from '../db/sql-store';
import { deliverDueMails, newDeliverer, RelayUnavailableError, type MailTransport } from './outbox';

/** A transport whose relay can be asked whether it is there (nodemailer's verify: connect, EHLO, AUTH, QUIT). */
export interface RelayTransport extends MailTransport {
  verify(): Promise<unknown>;
  /** Ends its open connections. */
  close(): void;
}

/**
 * nodemailer's SMTP transport for SMTP_URL. Pooled: a new connection per mail costs a handshake
 * (over 100 ms here, more with TLS), which would make a queue of hundreds after an outage take
 * minutes; a few kept connections send one after another in milliseconds. The waits suit a queue:
 * nodemailer's defaults (2 minutes to connect, 10 minutes of silence) would hold a delivery pass
 * that long on a relay that vanished without closing its connections.
 */
export function smtpTransport(url: string): RelayTransport {
  return nodemailer.createTransport({ url, pool: true, maxConnections: 2, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 });
}

export interface MailDeliveryOptions {
  /** How often due mails are looked for (default 5 s); a new mail also starts a pass at once. */
  intervalMs?: number;
  /** While the relay is unreachable, how often it is probed (default 2 s). */
  probeMs?: number;
  /** A pass failed for another reason than the relay (the store's outage is reported once). */
  onError?: (error: unknown) => void;
  /** The relay became unreachable (once per outage) or delivers again. */
  onRelay?: (state: { up: true } | { up: false; reason: string }) => void;
}

/**
 * Runs deliverDueMails every `intervalMs` and whenever `kick()` is called (a new mail), one pass
 * at a time. When the relay is unreachable, passes stop and the relay is probed every `probeMs`;
 * the first probe that reaches it starts a pass, so mails queued during an outage leave within
 * seconds of the relay's return instead of waiting out a backoff (issue 30). Several processes
 * may do this at once: the claims (FOR UPDATE SKIP LOCKED) still send each mail once.
 * `stop()` waits for the pass and probe in flight.
 */
export function startMailDelivery(getStore: () => Promise<SqlStore>, transport: RelayTransport, from: string, options: MailDeliveryOptions = {}): { kick(): void; stop(): Promise<void> } {
  const probeMs = options.probeMs ?? 2_000;
  // This process's name on its claims, and the mails it sent while the store was down.
  const self = newDeliverer();
  let running: Promise<void> | undefined;
  let probing: Promise<void> | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let again = false;
  let stopped = false;
  let relayDown = false;
  let outageReported = false;
  let storeOutageReported = false;

  const probeLater = (): void => {
    if (stopped) return;
    probeTimer = setTimeout(() => {
      probing = transport.verify().then(
        () => {
          relayDown = false;
          pass();
        },
        probeLater,
      );
    }, probeMs);
    probeTimer.unref();
  };
  const relayLost = (reason: string): void => {
    relayDown = true;
    if (!outageReported) options.onRelay?.({ up: false, reason });
    outageReported = true;
    probeLater();
  };
  const failed = (error: unknown): void => {
    if (error instanceof RelayUnavailableError) return relayLost(error.message);
    // A database outage would otherwise log once per pass for as long as it lasts.
    if (isStoreUnavailable(error)) {
      if (storeOutageReported) return;
      storeOutageReported = true;
    }
    options.onError?.(error);
  };
  const pass = (): void => {
    // While the relay is down the probe, not the timer or a new mail, starts the next pass.
    if (stopped || relayDown) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        const store = await getStore();
        while (!stopped && (await deliverDueMails(store, transport, from, 20, self)) > 0);
        storeOutageReported = false;
        if (outageReported) options.onRelay?.({ up: true });
        outageReported = false;
      } catch (error) {
        failed(error);
      }
    })().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        pass();
      }
    });
  };
  const timer = setInterval(pass, options.intervalMs ?? 5000);
  timer.unref();
  return {
    kick: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(probeTimer);
      await Promise.all([running, probing?.catch(() => undefined)]);
      transport.close();
    },
  };
}
