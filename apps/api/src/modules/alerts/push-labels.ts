import type { LanguageCode } from '@prepwell/contract';

/**
 * The few words of a notification that are Prepwell's, not the alert's, in each language: the
 * same as the app's (apps/web/src/locales/{lang}/pages.json, `alerts.until`, `alerts.untilUnknown`,
 * `alerts.sample`); a test holds them equal.
 */
export const PUSH_LABELS: Record<LanguageCode, { until: string; untilUnknown: string; sample: string }> = {
  en: { until: 'Until {{time}}', untilUnknown: 'No end time given', sample: 'Sample — not a real alert' },
  es: {
    until: 'Hasta {{time}}',
    untilUnknown: 'No se indicó la hora de finalización',
    sample: 'Ejemplo: no es una alerta real',
  },
  fr: {
    until: "Jusqu'au {{time}}",
    untilUnknown: 'Aucune heure de fin indiquée',
    sample: "Exemple : ce n'est pas une vraie alerte",
  },
  de: {
    until: 'Bis {{time}}',
    untilUnknown: 'Kein Ende angegeben',
    sample: 'Beispiel – keine echte Warnung',
  },
  ja: {
    until: '{{time}}まで',
    untilUnknown: '終了時刻の発表なし',
    sample: 'サンプル：実際のアラートではありません',
  },
  zh: { until: '有效至 {{time}}', untilUnknown: '未注明结束时间', sample: '示例：并非真实预警' },
  ru: {
    until: 'До {{time}}',
    untilUnknown: 'Время окончания не указано',
    sample: 'Пример — это не настоящее оповещение',
  },
};

/** "Until Sat, Nov 28, 6:00 PM" in the language and time zone of the device. */
export function untilLabel(expires: string | null, lang: LanguageCode, timeZone: string): string {
  const labels = PUSH_LABELS[lang];
  if (!expires) return labels.untilUnknown;
  const time = new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(expires));
  return labels.until.replace('{{time}}', time);
}
