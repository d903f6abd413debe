import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  /** The message as sent, quoted-printable soft breaks and escapes decoded. */
  body: string;
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * Just enough SMTP on 127.0.0.1 for Parley's mailer (nodemailer: EHLO, MAIL, RCPT, DATA, QUIT).
 * `hold()` keeps new connections waiting for their greeting until `release()` (or `fallbackMs`, so a
 * server that waits for SMTP fails its test instead of hanging it). `log` records, in order, when
 * each message was accepted, and the test adds its own marks to compare against.
 */
export class FakeSmtp {
  readonly mails: ReceivedMail[] = [];
  readonly log: string[] = [];
  private held: { release: () => void; timer: NodeJS.Timeout } | null = null;
  private heldUntil: Promise<void> = Promise.resolve();
  private waiters: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  private readonly sockets = new Set<net.Socket>();

  private constructor(private readonly server: net.Server) {}

  static async start(): Promise<FakeSmtp> {
    const server = net.createServer();
    const fake = new FakeSmtp(server);
    server.on('connection', (socket) => fake.serve(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  hold(fallbackMs = 5000): void {
    let release!: () => void;
    this.heldUntil = new Promise<void>((resolve) => (release = resolve));
    const timer = setTimeout(() => this.release(), fallbackMs);
    this.held = { release, timer };
  }

  release(): void {
    if (!this.held) return;
    clearTimeout(this.held.timer);
    this.held.release();
    this.held = null;
  }

  /** How many messages `to` has received. */
  countTo(to: string): number {
    return this.mails.filter((m) => m.to.includes(to)).length;
  }

  /** The newest message received for `to` once it has more than `after`, else the next one. */
  mailTo(to: string, timeoutMs = 10_000, after = 0): Promise<ReceivedMail> {
    const mails = this.mails.filter((m) => m.to.includes(to));
    const found = mails.length > after ? mails.pop() : undefined;
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no email to ${to} in ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ to, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  async close(): Promise<void> {
    this.release();
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async serve(socket: net.Socket): Promise<void> {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    await this.heldUntil;
    socket.write('220 fake-smtp ESMTP\r\n');
    let buffer = '';
    let data: string[] | null = null;
    let to: string[] = [];
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let eol: number;
      while ((eol = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const mail = { to, body: decodeQuotedPrintable(data.join('\r\n')) };
          this.mails.push(mail);
          this.log.push(`accepted ${to.join(',')}`);
          this.waiters = this.waiters.filter((w) => !(to.includes(w.to) && (w.resolve(mail), true)));
          data = null;
          to = [];
          socket.write('250 OK queued\r\n');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  }
}
