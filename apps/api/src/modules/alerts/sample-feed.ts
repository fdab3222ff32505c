/*
 * The sample feed (`ALERT_SAMPLE_FEED=on`, never on by default): made-up alerts for
 * demonstrations, over the content pack's three sample regions (Portland, Houston and Miami), so
 * that a place saved there shows what a real alert would look like. Every text says it is a sample,
 * and the API marks each alert `sample` (the app shows "Sample — not a real alert").
 *
 * The day's alerts are issued at the start of the day (UTC) and last 36 hours; each poll gives the
 * current day's, so the day before's are withdrawn and each day's are notified once.
 */
import { checkedCapMessage, type CapArea, type CapInfo, type CapMessage } from './cap-message.js';

const SENDER = 'sample-alerts@prepwell.invalid';
const SENDER_NAME = 'Prepwell sample feed (not an official source)';
const HOURS = 3_600_000;

interface SampleAlert {
  key: string;
  severity: CapInfo['severity'];
  urgency: CapInfo['urgency'];
  certainty: CapInfo['certainty'];
  sameCode?: string;
  area: CapArea;
  en: { event: string; area: string; headline: string; description: string; instruction: string };
  es: { event: string; area: string; headline: string; description: string; instruction: string };
}

const circle = (lat: number, lon: number, radiusKm: number) => [
  { center: [lon, lat] as [number, number], radiusKm },
];

const SAMPLES: SampleAlert[] = [
  {
    key: 'PDX-FLOOD',
    severity: 'Extreme',
    urgency: 'Immediate',
    certainty: 'Observed',
    sameCode: 'FFW',
    area: {
      description: 'Portland, Oregon (sample)',
      polygons: [
        [
          [
            [-122.9, 45.35],
            [-122.45, 45.35],
            [-122.45, 45.65],
            [-122.9, 45.65],
            [-122.9, 45.35],
          ],
        ],
      ],
      circles: [],
      geocodes: [],
    },
    en: {
      event: 'Flash Flood Warning',
      area: 'Portland, Oregon (sample)',
      headline: 'SAMPLE, NOT A REAL ALERT: Flash Flood Warning for the Portland area',
      description:
        'This is a made-up alert from Prepwell’s sample feed, to show how an alert looks. No flood is happening.',
      instruction:
        'Nothing to do: this is a sample. In a real flash flood warning, move to higher ground now and never drive through flood water.',
    },
    es: {
      event: 'Aviso de inundación repentina',
      area: 'Portland, Oregón (ejemplo)',
      headline: 'EJEMPLO, NO ES UNA ALERTA REAL: Aviso de inundación repentina en el área de Portland',
      description:
        'Esta es una alerta inventada del canal de ejemplo de Prepwell, para mostrar cómo se ve una alerta. No hay ninguna inundación.',
      instruction:
        'No haga nada: es un ejemplo. Ante un aviso real de inundación repentina, suba a un lugar alto ahora y nunca conduzca por agua de inundación.',
    },
  },
  {
    key: 'HOU-HEAT',
    severity: 'Severe',
    urgency: 'Expected',
    certainty: 'Likely',
    area: {
      description: 'Houston, Texas (sample)',
      polygons: [],
      circles: circle(29.76, -95.37, 50),
      geocodes: [],
    },
    en: {
      event: 'Excessive Heat Warning',
      area: 'Houston, Texas (sample)',
      headline: 'SAMPLE, NOT A REAL ALERT: Excessive Heat Warning for the Houston area',
      description:
        'This is a made-up alert from Prepwell’s sample feed, to show how an alert looks. No heat wave is forecast by it.',
      instruction:
        'Nothing to do: this is a sample. In a real heat warning, stay in air conditioning, drink water and check on neighbours.',
    },
    es: {
      event: 'Aviso de calor excesivo',
      area: 'Houston, Texas (ejemplo)',
      headline: 'EJEMPLO, NO ES UNA ALERTA REAL: Aviso de calor excesivo en el área de Houston',
      description:
        'Esta es una alerta inventada del canal de ejemplo de Prepwell, para mostrar cómo se ve una alerta. No anuncia ninguna ola de calor.',
      instruction:
        'No haga nada: es un ejemplo. Ante un aviso real de calor, quédese en un lugar con aire acondicionado, beba agua y visite a sus vecinos.',
    },
  },
  {
    key: 'MIA-AIR',
    severity: 'Moderate',
    urgency: 'Expected',
    certainty: 'Likely',
    area: {
      description: 'Miami, Florida (sample)',
      polygons: [],
      circles: circle(25.77, -80.19, 40),
      geocodes: [],
    },
    en: {
      event: 'Air Quality Alert',
      area: 'Miami, Florida (sample)',
      headline: 'SAMPLE, NOT A REAL ALERT: Air Quality Alert for the Miami area',
      description:
        'This is a made-up alert from Prepwell’s sample feed, to show how an alert looks. The air is not affected by it.',
      instruction:
        'Nothing to do: this is a sample. In a real air quality alert, limit time outdoors and keep windows closed.',
    },
    es: {
      event: 'Alerta de calidad del aire',
      area: 'Miami, Florida (ejemplo)',
      headline: 'EJEMPLO, NO ES UNA ALERTA REAL: Alerta de calidad del aire en el área de Miami',
      description:
        'Esta es una alerta inventada del canal de ejemplo de Prepwell, para mostrar cómo se ve una alerta. El aire no está afectado.',
      instruction:
        'No haga nada: es un ejemplo. Ante una alerta real de calidad del aire, pase menos tiempo al aire libre y mantenga las ventanas cerradas.',
    },
  },
];

/** The sample feed's messages for the UTC day holding `now`. */
export function sampleMessages(now: Date): CapMessage[] {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const stamp = day.toISOString().slice(0, 10).replaceAll('-', '');
  const at = (hours: number) =>
    new Date(day.getTime() + hours * HOURS).toISOString().replace('.000Z', '+00:00');
  return SAMPLES.map((sample) => {
    const info = (language: string, text: SampleAlert['en']): CapInfo => ({
      language,
      event: text.event,
      eventCodes: sample.sameCode ? [{ name: 'SAME', value: sample.sameCode }] : [],
      urgency: sample.urgency,
      severity: sample.severity,
      certainty: sample.certainty,
      effective: at(0),
      onset: at(0),
      expires: at(36),
      senderName: SENDER_NAME,
      headline: text.headline,
      description: text.description,
      instruction: text.instruction,
      areas: [{ ...sample.area, description: text.area }],
    });
    return checkedCapMessage({
      identifier: `PREPWELL-SAMPLE-${stamp}-${sample.key}`,
      sender: SENDER,
      sent: at(0),
      status: 'Actual',
      msgType: 'Alert',
      scope: 'Public',
      references: [],
      infos: [info('en-US', sample.en), info('es-US', sample.es)],
    });
  });
}
