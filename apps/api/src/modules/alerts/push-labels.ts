import type { LanguageCode } from '@prepwell/contract';
import type { PackLanguageCode } from '@prepwell/content';

/**
 * The few words of a notification that are Prepwell's, not the alert's, in each language: the
 * same as the app's (apps/web/src/locales/{lang}/pages.json, `alerts.until`, `alerts.untilUnknown`,
 * `alerts.sample`); a test holds them equal.
 */
/** Every language of the pack: Arabic's wait here for right to left (ADR 036). */
export const PUSH_LABELS: Record<PackLanguageCode, { until: string; untilUnknown: string; sample: string }> =
  {
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
    vi: {
      until: 'Đến {{time}}',
      untilUnknown: 'Không có thời gian kết thúc',
      sample: 'Mẫu — không phải cảnh báo thật',
    },
    tl: {
      until: 'Hanggang {{time}}',
      untilUnknown: 'Walang nakasaad na oras ng pagtatapos',
      sample: 'Halimbawa — hindi totoong alerto',
    },
    ko: {
      until: '{{time}}까지',
      untilUnknown: '종료 시각 없음',
      sample: '샘플 — 실제 경보가 아닙니다',
    },
    ht: {
      until: 'Jiska {{time}}',
      untilUnknown: 'Pa gen lè pou fen an',
      sample: 'Egzanp — se pa yon vrè alèt',
    },
    pt: {
      until: 'Até {{time}}',
      untilUnknown: 'Sem horário de término informado',
      sample: 'Exemplo — não é um alerta real',
    },
    ar: {
      until: 'حتى {{time}}',
      untilUnknown: 'لم يُحدَّد وقت الانتهاء',
      sample: 'مثال — ليس تنبيهًا حقيقيًا',
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
