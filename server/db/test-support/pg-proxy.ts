import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that reads the wire protocol and cuts a connection at an
 * exact point of a transaction, which no timing of pg_terminate_backend can promise:
 * - 'before': the statement never reaches the server (the transaction dies uncommitted);
 * - 'answer-lost': the statement reaches the server and runs to its end (ReadyForQuery), then
 *   the connection is cut before the client reads the answer (a COMMIT that committed, unknown
 *   to the client: the case an Idempotency-Key retry must settle).
 */
export type CutPoint = 'before' | 'answer-lost';

export interface PgProxy {
  /** postgres://... through the proxy, same user and database as the upstream URL. */
  url: string;
  /** Cuts the next connection that sends a simple-protocol statement starting with `statement` (BEGIN, COMMIT). */
  cutAt(statement: string, point: CutPoint): Promise<void>;
  close(): Promise<void>;
}

/** Splits a byte stream into protocol messages: a type byte (absent on the first frontend message) and an int32 length. */
function messageSplitter(untypedFirst: boolean, onMessage: (type: string, payload: Buffer, raw: Buffer) => void): (chunk: Buffer) => void {
  let buffer = Buffer.alloc(0);
  let first = untypedFirst;
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const header = first ? 4 : 5;
      if (buffer.length < header) return;
      const length = first ? buffer.readInt32BE(0) : buffer.readInt32BE(1);
      const total = first ? length : length + 1;
      if (buffer.length < total) return;
      const raw = buffer.subarray(0, total);
      buffer = buffer.subarray(total);
      onMessage(first ? '' : String.fromCharCode(raw[0]!), raw.subarray(header), raw);
      first = false;
    }
  };
}

export async function startPgProxy(upstreamUrl: string): Promise<PgProxy> {
  const upstream = new URL(upstreamUrl);
  const sockets = new Set<net.Socket>();
  let trap: { statement: string; point: CutPoint; sprung: () => void } | undefined;

  const server = net.createServer((client) => {
    const backend = net.connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client).add(backend);
    const cut = (): void => {
      client.destroy();
      backend.destroy();
    };
    client.on('close', cut).on('error', cut);
    backend.on('close', cut).on('error', cut);
    // Set once this connection has forwarded the trapped statement: its answer is withheld.
    let withholding: (() => void) | undefined;

    client.on(
      'data',
      messageSplitter(true, (type, payload, raw) => {
        const sql = type === 'Q' ? payload.toString('utf8', 0, payload.length - 1).trim().toUpperCase() : '';
        if (trap && sql.startsWith(trap.statement)) {
          const { point, sprung } = trap;
          trap = undefined;
          if (point === 'before') {
            cut();
            sprung();
            return;
          }
          withholding = sprung;
        }
        backend.write(raw);
      }),
    );
    backend.on(
      'data',
      messageSplitter(false, (type, _payload, raw) => {
        if (!withholding) {
          client.write(raw);
          return;
        }
        // ReadyForQuery: the server has finished the statement (committed, for a COMMIT).
        if (type === 'Z') {
          cut();
          withholding();
        }
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(upstreamUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cutAt: (statement, point) => new Promise<void>((resolve) => (trap = { statement: statement.toUpperCase(), point, sprung: resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
