import type { TFunction } from 'i18next';
import type { PlanContact } from '@prepwell/contract';

/*
 * "I'm safe" and "I need help" (ADR 035): a message to the plan's contacts in the reader's
 * language, sent by the phone's own apps. Prepwell sends nothing and keeps nothing; these are the
 * message and the links that hand it to the phone.
 */

export type TellKind = 'safe' | 'help';

export interface Position {
  lat: number;
  lng: number;
}

/** A map link anyone can open, in any app or browser: the point, five decimals (about a metre). */
export const mapLink = ({ lat, lng }: Position) =>
  `https://www.google.com/maps?q=${lat.toFixed(5)},${lng.toFixed(5)}`;

/** "Where I am: {map link}", in the reader's language. */
export const locationLine = (t: TFunction<'pages'>, position: Position) =>
  t('plan.tell.location', { link: mapLink(position) });

/** The message: "I'm safe." or "I need help.", and where the person is when they add it. */
export function composeMessage(t: TFunction<'pages'>, kind: TellKind, position?: Position | null): string {
  const message = t(kind === 'safe' ? 'plan.tell.safeMessage' : 'plan.tell.helpMessage');
  return position ? `${message}\n${locationLine(t, position)}` : message;
}

/**
 * A phone number as a messages app takes it: digits, and a leading + when there is one. An
 * extension (after a #) is for a voice call, not a text, and is left out.
 */
export function dialable(phone: string): string {
  const number = phone.split('#')[0]!;
  const digits = number.replace(/[^0-9]/g, '');
  return number.trim().startsWith('+') && digits ? `+${digits}` : digits;
}

/**
 * An `sms:` link that opens the phone's messages to `phone` with `body` written: `?&body=` is the
 * form both iOS (which reads `&body=`) and Android (which reads `?body=`) accept.
 */
export const smsLink = (phone: string, body: string) =>
  `sms:${dialable(phone)}?&body=${encodeURIComponent(body)}`;

/** A `mailto:` link to every address at once, with a subject and the message. */
export const mailtoLink = (emails: readonly string[], subject: string, body: string) =>
  `mailto:${emails.map(encodeURIComponent).join(',')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** The contacts that can take a text message (a phone number with digits in it). */
export const textable = (contacts: readonly PlanContact[]) =>
  contacts.filter((contact) => dialable(contact.phone).replace('+', '').length > 0);

/** The contacts' email addresses, each once. */
export const emailsOf = (contacts: readonly PlanContact[]) => [
  ...new Set(contacts.map((contact) => contact.email.trim()).filter(Boolean)),
];
