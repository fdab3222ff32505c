import { describe, expect, it } from 'vitest';
import { smsHref, telHref } from '../lib/contact-links';

describe('contact links', () => {
  it('dial the digits of a number as people write it', () => {
    expect(telHref('1-800-222-1222')).toBe('tel:18002221222');
    expect(telHref('988')).toBe('tel:988');
    expect(telHref('911')).toBe('tel:911');
  });

  it('open a text with the keyword typed in, in the form iOS and Android both read', () => {
    expect(smsHref('741741', 'HOME')).toBe('sms:741741?&body=HOME');
    expect(smsHref('1-800-985-5990', 'TalkWithUs')).toBe('sms:18009855990?&body=TalkWithUs');
    expect(smsHref('988')).toBe('sms:988');
    expect(smsHref('838255', 'hola amigo')).toBe('sms:838255?&body=hola%20amigo');
  });
});
