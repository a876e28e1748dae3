import nodemailer from 'nodemailer';
import type { Mailer } from './deliveries.ts';

/** Notifications over SMTP (SMTP_URL) with nodemailer's pooled transport; null when SMTP is not configured. */
export function createSmtpMailer(smtpUrl: string | null, from: string): (Mailer & { close(): void }) | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
