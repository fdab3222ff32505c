import { createTransport, type TransportConfig } from 'nodemailer';
import { fill, texts, type IdentityLanguage } from './texts.js';

/** What the provider needs of a mail transport (nodemailer's Transporter has it). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  close?(): void;
}

/** Sending email: the sender address and a transport (SMTP from SMTP_URL; a fake one in tests). */
export interface IdentityMail {
  from: string;
  transport: MailTransport;
}

/** A nodemailer transport from an smtp:// or smtps:// URL, or from options (jsonTransport in tests). */
export function createMailTransport(config: string | TransportConfig): MailTransport {
  return createTransport(config) as MailTransport;
}

/** The password-reset email, in the person's language. */
export function resetEmail(lang: IdentityLanguage, link: string) {
  const t = texts(lang);
  return { subject: t.resetEmailSubject, text: fill(t.resetEmailBody, { link }) };
}
