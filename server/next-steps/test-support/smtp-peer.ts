import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO), bare addresses. */
  from: string;
  to: string[];
  /** The message as sent (headers and body). */
  data: string;
  /** When it was accepted (Date.now()). */
  at: number;
}

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** An outage: the port stops answering (connections refused) until `resume`. */
  halt(): Promise<void>;
  /** The relay is back on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (nodemailer's smtp-server) on 127.0.0.1 that records what it accepts, so
 * delivery is tested over a socket with nodemailer on the other side; it can go away and come
 * back on the same port, as a relay does in an outage.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = async (): Promise<void> => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // An outage ends at once: a halted relay does not wait 30 s for its sessions.
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({ from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
          callback();
        });
      },
    });
    // A client that vanishes mid-session (a server process killed by a drill) resets its socket:
    // smtp-server reports that as an 'error' event, which must not end the test process.
    next.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as net.AddressInfo).port;
    server = next;
  };
  const halt = async (): Promise<void> => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await listen();
  return { url: `smtp://127.0.0.1:${port}`, received, halt, resume: listen, close: halt };
}
