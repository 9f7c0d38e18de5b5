import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (verify-email, password-reset, support…), kept with outbox rows. */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail lands in the mail_outbox table and the log, so a local install
 * works without a mail server and the admin can read what would have been sent.
 */
export function createMailer(opts: { smtpUrl: string | null; from: string; db: Db; log: FastifyBaseLogger; now: () => number }): Mailer {
  if (opts.smtpUrl) {
    const url = new URL(opts.smtpUrl);
    // A loopback relay (the test sink, a local Postfix) speaks plain SMTP; anything else must offer TLS.
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
      ...(local ? { ignoreTLS: true } : { requireTLS: url.protocol !== 'smtps:' }),
    });
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}) });
      },
    };
  }
  return {
    async send(m) {
      await opts.db
        .insertInto('mail_outbox')
        .values({ to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html ?? null, kind: m.kind, created_at: opts.now() })
        .execute();
      opts.log.info({ to: m.to, subject: m.subject, kind: m.kind }, `mail (no SMTP_URL, kept in mail_outbox):\n${m.text}`);
    },
  };
}
