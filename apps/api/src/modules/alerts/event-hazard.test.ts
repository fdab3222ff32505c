import { describe, expect, it } from 'vitest';
import { eventHazards } from './event-hazard.js';

const hazardFor = eventHazards([
  { hazard: 'tornado', events: ['Tornado Warning'], same_codes: ['TOR'] },
  { hazard: 'flash-flood', events: ['Flash Flood Warning'], same_codes: ['FFW'] },
]);

describe('eventHazards', () => {
  it('leads an alert to its hazard by its SAME code first, whatever its name or language', () => {
    expect(hazardFor({ event: 'Aviso de tornado', eventCodes: [{ name: 'SAME', value: 'TOR' }] })).toBe(
      'tornado',
    );
    expect(
      hazardFor({
        event: 'Tornado Warning',
        eventCodes: [
          { name: 'NationalWeatherService', value: 'TOR' },
          { name: 'same', value: ' ffw ' },
        ],
      }),
    ).toBe('flash-flood');
  });

  it('else by its event name, case and spacing aside; else to none', () => {
    expect(hazardFor({ event: '  flash   FLOOD warning ', eventCodes: [] })).toBe('flash-flood');
    expect(hazardFor({ event: 'Tornado Warning', eventCodes: [{ name: 'SAME', value: 'XYZ' }] })).toBe(
      'tornado',
    );
    expect(
      hazardFor({ event: 'Child Abduction Emergency', eventCodes: [{ name: 'SAME', value: 'CAE' }] }),
    ).toBe(undefined);
  });
});
