/**
 * A tiny SMTP server on node:net for tests: speaks enough ESMTP (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) to
 * accept what nodemailer sends, and records every message.
 */
import { createServer, type Server, type Socket } from 'node:net';

/** A received message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** Raw DATA section (headers + body), dot-unstuffed, lines joined with \n. */
  data: string;
}

/** A running stub. */
export interface SmtpStub {
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

function address(line: string): string {
  return /<([^>]*)>/.exec(line)?.[1] ?? '';
}

const REPLIES: Record<string, string> = {
  EHLO: '250-stub.local greets you\r\n250 8BITMIME\r\n',
  HELO: '250 stub.local\r\n',
  MAIL: '250 2.1.0 OK\r\n',
  RCPT: '250 2.1.5 OK\r\n',
  DATA: '354 end with <CRLF>.<CRLF>\r\n',
  QUIT: '221 2.0.0 bye\r\n',
  RSET: '250 2.0.0 OK\r\n',
  NOOP: '250 2.0.0 OK\r\n',
};

function session(sock: Socket, messages: ReceivedMail[]): void {
  let buf = '';
  let inData = false;
  let cur: ReceivedMail = { from: '', to: [], data: '' };
  sock.setEncoding('utf8');
  sock.write('220 stub.local ESMTP ready\r\n');
  sock.on('error', () => sock.destroy());
  sock.on('data', (chunk: string) => {
    buf += chunk;
    for (let i = buf.indexOf('\r\n'); i >= 0; i = buf.indexOf('\r\n')) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          messages.push(cur);
          cur = { from: '', to: [], data: '' };
          sock.write('250 2.0.0 queued as stub\r\n');
        } else {
          cur.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        }
        continue;
      }
      const cmd = line.slice(0, 4).toUpperCase();
      if (cmd === 'MAIL') cur.from = address(line);
      if (cmd === 'RCPT') cur.to.push(address(line));
      if (cmd === 'DATA') inData = true;
      sock.write(REPLIES[cmd] ?? '502 5.5.2 not implemented\r\n');
      if (cmd === 'QUIT') sock.end();
    }
  });
}

/** Starts a stub on a free loopback port. */
export async function startSmtpStub(): Promise<SmtpStub> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((sock) => {
    sockets.add(sock);
    sock.on('close', () => sockets.delete(sock));
    session(sock, messages);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
