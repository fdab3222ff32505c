import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type PlanContact } from '@prepwell/contract';
import {
  composeMessage,
  dialable,
  emailsOf,
  mailtoLink,
  mapLink,
  smsLink,
  textable,
} from '../tell-contacts-message';

const catalogs = import.meta.glob<Record<string, unknown>>('../../../locales/*/pages.json', {
  eager: true,
  import: 'default',
});

/** The real catalogs, one language at a time, as the app reads them. */
async function tIn(lang: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    ns: ['pages'],
    defaultNS: 'pages',
    resources: { [lang]: { pages: catalogs[`../../../locales/${lang}/pages.json`]! } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lang, 'pages');
}

const contact = (fields: Partial<PlanContact>): PlanContact => ({
  id: crypto.randomUUID(),
  name: '',
  relationship: '',
  phone: '',
  email: '',
  out_of_town: false,
  ...fields,
});

/** The text a phone's messages app shows for an `sms:` link. */
const smsBody = (link: string) => decodeURIComponent(link.split('?&body=')[1]!);

describe.each(LANGUAGE_CODES)('"I\'m safe" in %s', (lang) => {
  it('composes the message in the language, with the location link on a line of its own', async () => {
    const t = await tIn(lang);
    const safe = composeMessage(t, 'safe');
    const help = composeMessage(t, 'help');
    const pages = catalogs[`../../../locales/${lang}/pages.json`] as {
      plan: { tell: Record<string, string> };
    };
    expect(safe).toBe(pages.plan.tell.safeMessage);
    expect(help).toBe(pages.plan.tell.helpMessage);
    expect(safe).not.toBe(help);
    const located = composeMessage(t, 'help', { lat: 45.512345678, lng: -122.6789 });
    const [first, second] = located.split('\n');
    expect(first).toBe(help);
    expect(second).toContain('https://www.google.com/maps?q=45.51235,-122.67890');
    expect(second).not.toContain('{{');
  });

  it('hands the message to an sms: link per contact and one mailto: for all, intact after decoding', async () => {
    const t = await tIn(lang);
    const message = composeMessage(t, 'safe', { lat: 35.6895, lng: 139.6917 });
    const sms = smsLink('+1 (503) 555-0199', message);
    expect(sms.startsWith('sms:+15035550199?&body=')).toBe(true);
    // Nothing in the body can end the link early or start a second parameter.
    expect(sms.split('?&body=')[1]).not.toMatch(/[ &?#\n]/);
    expect(smsBody(sms)).toBe(message);
    const mail = new URL(
      mailtoLink(['ana@example.org', 'luis@example.org'], t('plan.tell.message'), message),
    );
    expect(mail.protocol).toBe('mailto:');
    expect(decodeURIComponent(mail.pathname)).toBe('ana@example.org,luis@example.org');
    expect(mail.searchParams.get('body')).toBe(message);
    expect(mail.searchParams.get('subject')).toBe(t('plan.tell.message'));
  });
});

describe('the contacts a message can go to', () => {
  it('texts only contacts with a number, dialled as digits with a leading +, and emails each address once', () => {
    const contacts = [
      contact({ name: 'Ana', phone: ' +1 (503) 555-0199 ', email: 'ana@example.org' }),
      contact({ name: 'Luis', phone: '503.555.0100 #2' }),
      contact({ name: 'Mei', phone: '', email: 'ana@example.org' }),
      contact({ name: 'No way to reach', phone: '() -' }),
    ];
    expect(textable(contacts).map((c) => c.name)).toEqual(['Ana', 'Luis']);
    expect(dialable(contacts[0]!.phone)).toBe('+15035550199');
    expect(dialable(contacts[1]!.phone)).toBe('5035550100');
    expect(emailsOf(contacts)).toEqual(['ana@example.org']);
    expect(mapLink({ lat: -33.8688, lng: 151.2093 })).toBe(
      'https://www.google.com/maps?q=-33.86880,151.20930',
    );
  });
});
