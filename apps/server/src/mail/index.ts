// Outgoing mail: the sign-in code, or the sign-in link. With SMTP_URL it goes through that SMTP server
// (nodemailer); without it the message is written as an .eml file to $DATA_DIR/outbox and a log line says
// where — never what it says: a code or a link in a log line would sign in whoever reads the logs. In
// production the outbox must be asked for (MAIL_OUTBOX=1, see config.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

/** A message ready to send. */
/**
 * Why a sign-in mail carries a link rather than a code (auth/codes.ts decides): the address's wrong-code
 * budget is spent, its codes went unused too often, or the platform's wrong-code ceiling is spent.
 */
export type LinkReason = 'wrong-codes' | 'unused-codes' | 'platform';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends (or writes to the outbox) one message; rejects when the SMTP server refuses it. */
  send(mail: Mail): Promise<void>;
  /** `smtp` or `outbox`: where messages go. */
  readonly kind: 'smtp' | 'outbox';
  close(): void;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Spanish sign-in code mail (subject and body both carry the code). */
export function signInCodeMail(to: string, code: string, ttlSeconds: number): Mail {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  const lifetime = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const subject = `Tu código para ingresar a Panel: ${code}`;
  const text = [
    '¡Hola!',
    '',
    `Tu código para ingresar a Panel es: ${code}`,
    '',
    `Escríbelo en la pantalla de verificación. Vence en ${lifetime} y solo se puede usar una vez.`,
    'Si pides un código nuevo, este deja de funcionar.',
    '',
    'Si no intentaste ingresar, ignora este correo: nadie podrá entrar a tu cuenta sin el código.',
    '',
    '— El equipo de Panel',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es"><body style="font-family: Lexend, Arial, sans-serif; color: #111">
<p>¡Hola!</p>
<p>Tu código para ingresar a Panel es:</p>
<p style="font-size: 32px; font-weight: 600; letter-spacing: 8px">${escapeHtml(code)}</p>
<p>Escríbelo en la pantalla de verificación. Vence en ${lifetime} y solo se puede usar una vez.
Si pides un código nuevo, este deja de funcionar.</p>
<p>Si no intentaste ingresar, ignora este correo: nadie podrá entrar a tu cuenta sin el código.</p>
<p>— El equipo de Panel</p>
</body></html>`;
  return { to, subject, text, html };
}

/** What a link mail says happened, by the reason it carries a link. */
const LINK_REASONS: Record<LinkReason, string> = {
  'wrong-codes':
    'Alguien intentó ingresar a Panel con tu correo y escribió demasiados códigos incorrectos.',
  'unused-codes': 'Se pidieron muchos códigos para ingresar a Panel con tu correo.',
  platform: 'Panel está recibiendo muchos intentos de ingreso con códigos incorrectos.',
};

/**
 * The Spanish mail sent instead of a code once codes are not to be mailed to the address (see
 * LinkReason): it says why and carries a one-click sign-in link.
 */
export function signInLinkMail(
  to: string,
  url: string,
  ttlSeconds: number,
  reason: LinkReason,
): Mail {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  const subject = 'Tu enlace para ingresar a Panel';
  const warning = `${LINK_REASONS[reason]} Por seguridad, esta vez no te enviamos un código sino un enlace.`;
  const text = [
    '¡Hola!',
    '',
    warning,
    '',
    `Para ingresar, abre este enlace (vence en ${minutes} minutos y solo se puede usar una vez):`,
    url,
    '',
    'Si no fuiste tú, ignora este correo: nadie podrá entrar a tu cuenta sin este enlace.',
    '',
    '— El equipo de Panel',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es"><body style="font-family: Lexend, Arial, sans-serif; color: #111">
<p>¡Hola!</p>
<p>${escapeHtml(warning)}</p>
<p>Para ingresar, abre este enlace (vence en ${minutes} minutos y solo se puede usar una vez):</p>
<p><a href="${escapeHtml(url)}">Ingresar a Panel</a></p>
<p>Si no fuiste tú, ignora este correo: nadie podrá entrar a tu cuenta sin este enlace.</p>
<p>— El equipo de Panel</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The mailer of `config`: SMTP when SMTP_URL is set, else the outbox directory. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    // A pool keeps a few connections open between mails: a new SMTP connection per mail costs several
    // round trips (and delayed ACKs), about 100 ms even on loopback. No connection opens before a send.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 3,
      idleTimeout: 30_000,
      // A stuck mail server must not hold a sign-in request forever.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        const info = await transport.sendMail({ ...mail, from: config.mailFrom });
        log.info({ messageId: info.messageId }, 'mail sent by SMTP');
      },
      close: () => transport.close(),
    };
  }

  // streamTransport renders the complete RFC 822 message without sending it.
  const render = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await render.sendMail({ ...mail, from: config.mailFrom });
      await mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(config.outboxDir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: mail.to, file }, 'mail written to the outbox (no SMTP_URL)');
    },
    close: () => render.close(),
  };
}
