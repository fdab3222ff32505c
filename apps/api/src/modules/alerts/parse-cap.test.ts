import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CapFormatError } from './cap-message.js';
import { parseCapXml } from './parse-cap.js';

const FEEDS = join(import.meta.dirname, '..', '..', '..', 'test', 'alert-feeds');
const feed = (name: string) => readFileSync(join(FEEDS, name), 'utf8');

describe('parseCapXml', () => {
  it('reads an alert with two info blocks, a polygon and geocodes, in GeoJSON order', () => {
    const message = parseCapXml(feed('cap-flood-warning.xml'));
    expect(message).toMatchObject({
      identifier: 'PW-TEST-FLOOD-0001',
      sender: 'alerts@example.org',
      sent: '2026-11-28T09:00:00-08:00',
      status: 'Actual',
      msgType: 'Alert',
      scope: 'Public',
      references: [],
    });
    expect(message.infos.map((info) => info.language)).toEqual(['en-US', 'es-US']);
    const [english, spanish] = message.infos;
    expect(english).toMatchObject({
      event: 'Flash Flood Warning',
      urgency: 'Immediate',
      severity: 'Severe',
      certainty: 'Likely',
      onset: '2026-11-28T09:15:00-08:00',
      expires: '2026-11-28T15:00:00-08:00',
      senderName: 'Example Weather Office',
      instruction: 'Move to higher ground now. Do not drive through flooded roads.',
      web: 'https://alerts.example.org/PW-TEST-FLOOD-0001',
      eventCodes: [{ name: 'SAME', value: 'FFW' }],
    });
    // Entities decoded as text.
    expect(english?.description).toContain('low streets & underpasses');
    const [area] = english?.areas ?? [];
    expect(area?.description).toBe('Test River Valley');
    // CAP writes "latitude,longitude"; the ring is [longitude, latitude].
    expect(area?.polygons[0]?.[0]?.slice(0, 2)).toEqual([
      [-122.8, 45.6],
      [-122.5, 45.6],
    ]);
    // Codes stay text: the leading zero of a SAME code is kept.
    expect(area?.geocodes).toEqual([
      { name: 'SAME', value: '041051' },
      { name: 'UGC', value: 'ORC051' },
    ]);
    expect(spanish?.instruction).toBe('Vaya a un lugar alto ahora. No maneje por caminos inundados.');
    expect(spanish?.effective).toBeUndefined();
  });

  it('reads the references of an Update, closing a ring that does not end where it starts', () => {
    const update = parseCapXml(feed('cap-flood-warning-update.xml'));
    expect(update.msgType).toBe('Update');
    expect(update.references).toEqual([
      { sender: 'alerts@example.org', identifier: 'PW-TEST-FLOOD-0001', sent: '2026-11-28T09:00:00-08:00' },
    ]);
    // No <language>: CAP's default.
    expect(update.infos[0]?.language).toBe('en-US');
    const ring = update.infos[0]?.areas[0]?.polygons[0]?.[0] ?? [];
    expect(ring).toHaveLength(5);
    expect(ring.at(-1)).toEqual(ring[0]);

    const cancel = parseCapXml(feed('cap-flood-warning-cancel.xml'));
    expect(cancel.msgType).toBe('Cancel');
    expect(cancel.references.map((reference) => reference.identifier)).toEqual([
      'PW-TEST-FLOOD-0001',
      'PW-TEST-FLOOD-0002',
    ]);
  });

  it('reads the cap: prefix, a Test status and a circle (km)', () => {
    const drill = parseCapXml(feed('cap-test-circle.xml'));
    expect(drill.status).toBe('Test');
    expect(drill.infos[0]?.areas[0]?.circles).toEqual([{ center: [-122.68, 45.52], radiusKm: 5.5 }]);
  });

  it('reads CAP 1.1’s "Very Likely" as "Likely"', () => {
    const xml = feed('cap-test-circle.xml')
      .replace('cap:1.2', 'cap:1.1')
      .replace('<cap:certainty>Possible</cap:certainty>', '<cap:certainty>Very Likely</cap:certainty>');
    expect(parseCapXml(xml).infos[0]?.certainty).toBe('Likely');
  });

  it.each([
    ['not XML', 'this is not xml <', /not well-formed XML/],
    [
      'two roots',
      `<alerts>${feed('cap-test-circle.xml').replace(/<\?xml[^>]*>/, '')}</alerts>`,
      /not one <alert>/,
    ],
    ['no sender', feed('cap-test-circle.xml').replace(/<cap:sender>.*<\/cap:sender>/, ''), /^sender:/],
    ['a sent time without its offset', feed('cap-test-circle.xml').replace('+00:00', ''), /^sent:/],
    [
      'an unknown severity',
      feed('cap-test-circle.xml').replace('>Moderate<', '>Scary<'),
      /^infos\.0\.severity:/,
    ],
    [
      'a latitude out of range',
      feed('cap-test-circle.xml').replace('45.52,-122.68', '95.52,-122.68'),
      /circles/,
    ],
    [
      'a polygon point that is no pair',
      feed('cap-flood-warning.xml').replace('45.60,-122.80 45.60,-122.50', '45.60 -122.80'),
      /polygon: "45.60"/,
    ],
    [
      'a polygon of two points',
      feed('cap-flood-warning-update.xml').replace(
        /<polygon>.*<\/polygon>/,
        '<polygon>45.6,-122.8 45.6,-122.5</polygon>',
      ),
      /polygons/,
    ],
    [
      'a reference that is no triple',
      feed('cap-flood-warning-update.xml').replace(
        /<references>.*<\/references>/,
        '<references>PW-TEST-FLOOD-0001</references>',
      ),
      /references: "PW-TEST-FLOOD-0001"/,
    ],
  ])('says what is wrong with %s', (_name, xml, reason) => {
    expect(() => parseCapXml(xml)).toThrow(CapFormatError);
    expect(() => parseCapXml(xml)).toThrow(reason);
  });

  it('leaves the entities a document declares unexpanded (a "billion laughs" stays small)', () => {
    const entities =
      '<!DOCTYPE alert [<!ENTITY a "haha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">' +
      '<!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]>';
    const xml = feed('cap-test-circle.xml')
      .replace(/(<\?xml[^>]*>)/, `$1${entities}`)
      .replace('PW-TEST-DRILL-0001', '&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;');
    expect(parseCapXml(xml).identifier.length).toBeLessThan(100);
  });
});
