import { simpleParser } from 'mailparser';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that stores every message it accepts as an .eml file. */
export async function startMailSink(
  dir: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
        writeFileSync(
          join(dir, name),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('mail sink has no port');
  return {
    port: address.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every message the sink received for an address, oldest first. */
export function messagesFor(dir: string, email: string): string[] {
  const wanted = email.toLowerCase();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter(
      (raw) => raw.startsWith(`X-Envelope-To: `) && raw.split('\r\n', 1)[0]!.includes(wanted),
    );
}

/**
 * The sign-in code of the newest mail to `email`, waiting for it to arrive (the server answers the login
 * call before the SMTP transaction ends). `after` skips messages already seen.
 */
export async function waitForCode(
  dir: string,
  email: string,
  after = 0,
  timeoutMs = 10_000,
): Promise<{ code: string; count: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = messagesFor(dir, email);
    const newest = messages.length > after ? messages[messages.length - 1] : undefined;
    if (newest) {
      const parsed = await simpleParser(newest);
      const code = /Panel es: (\d{4})/.exec(parsed.text ?? '')?.[1];
      if (!code) throw new Error(`No code in the mail to ${email}: ${parsed.text ?? ''}`);
      return { code, count: messages.length };
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
