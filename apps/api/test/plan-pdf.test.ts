import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  PLAN_PRINT_MAX_CHARACTERS,
  errorBodySchema,
  type PlanPdfRequest,
} from '@prepwell/contract';
import { captureLogs, createTestApp, type TestApp } from './helpers.js';
import { readPdfPieces, readPdfText } from './pdf-text.js';

/** Wallet cards as the app lays them out: one per household member. */
function cards(lang: 'en' | 'ja' | 'ru'): PlanPdfRequest {
  const words = {
    en: {
      title: 'Emergency card',
      footer: 'In an emergency, call 911.',
      name: 'Rosa Díaz',
      medical: 'Medical needs',
      allergies: 'Allergies',
      allergy: 'Penicillin',
      contacts: 'Emergency contacts',
      contact: 'Ana (daughter)',
      meeting: 'Meeting places',
      near: 'Near home',
      place: 'The oak at the corner',
    },
    ja: {
      title: '緊急カード',
      footer: '緊急時は 911 に電話してください。',
      name: '山田 花子',
      medical: '医療上の必要',
      allergies: 'アレルギー',
      allergy: 'ペニシリン',
      contacts: '緊急連絡先',
      contact: '山田 太郎（夫）',
      meeting: '集合場所',
      near: '自宅の近く',
      place: '角の公園',
    },
    ru: {
      title: 'Экстренная карточка',
      footer: 'В экстренной ситуации звоните 911.',
      name: 'Анна Петрова',
      medical: 'Медицинские потребности',
      allergies: 'Аллергии',
      allergy: 'Пенициллин',
      contacts: 'Контакты для экстренной связи',
      contact: 'Иван (муж)',
      meeting: 'Места встречи',
      near: 'Рядом с домом',
      place: 'Дуб на углу',
    },
  }[lang];
  return {
    layout: 'cards',
    title: words.title,
    footer: words.footer,
    more: '',
    instructions: '',
    sections: [
      {
        title: words.name,
        entries: [
          { heading: words.medical, lines: [{ label: words.allergies, value: words.allergy }] },
          { heading: words.contacts, lines: [{ label: words.contact, value: '+1 503 555 0199' }] },
          { heading: words.meeting, lines: [{ label: words.near, value: words.place }] },
        ],
      },
    ],
  };
}

/** The whole plan, section after section. */
const fullPlan: PlanPdfRequest = {
  layout: 'plan',
  title: 'My Emergency Plan',
  footer: 'In an emergency, call 911. Printed 29 November 2026.',
  more: '',
  instructions: '',
  sections: [
    {
      title: 'Household members',
      entries: [
        {
          heading: 'Rosa Díaz',
          lines: [
            { label: 'Phone', value: '+1 (503) 555-0142' },
            { label: 'How to help me', value: 'Speak slowly and face me; I read lips.' },
          ],
        },
      ],
    },
    {
      title: 'Utility shut-offs',
      entries: [
        { heading: 'Utility shut-offs', lines: [{ label: 'Gas', value: 'Meter on the north wall' }] },
      ],
    },
  ],
};

describe('My Emergency Plan on paper', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream });
  });
  afterAll(async () => t.close());

  const post = (body: unknown, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API_PATHS.planPdf}${lang ? `?lang=${lang}` : ''}`,
      payload: body as object,
    });
  const embeddedFonts = (pdf: Buffer) =>
    [
      ...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1])),
    ].sort();

  it('makes the whole plan a PDF for anyone, signed in or not: every section, label and value, page numbers; never stored in a cache', async () => {
    const res = await post(fullPlan);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="prepwell-plan.pdf"');
    const pages = await readPdfText(res.rawPayload);
    const text = pages.join('\n');
    for (const words of [
      'My Emergency Plan',
      'Household members',
      'Rosa Díaz',
      'How to help me',
      'Speak slowly and face me; I read lips.',
      '+1 (503) 555-0142',
      'Meter on the north wall',
    ]) {
      expect(text).toContain(words);
    }
    pages.forEach((page, i) => {
      expect(page).toContain('In an emergency, call 911. Printed 29 November 2026.');
      expect(page).toContain(`${i + 1} / ${pages.length}`);
    });
  });

  it('makes wallet cards in Japanese and Russian in their own script, with the fonts shipped through npm', async () => {
    for (const lang of ['ja', 'ru'] as const) {
      const print = cards(lang);
      const res = await post(print, lang);
      expect(res.statusCode, lang).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="prepwell-wallet-cards.pdf"');
      expect(embeddedFonts(res.rawPayload), lang).toEqual(['NotoSansJP-Bold', 'NotoSansJP-Regular']);
      const text = (await readPdfText(res.rawPayload)).join('\n');
      const card = print.sections[0]!;
      for (const words of [
        print.footer,
        card.title,
        ...card.entries.flatMap((e) => [e.heading, ...e.lines.flatMap((l) => [l.label, l.value])]),
      ]) {
        expect(text, lang).toContain(words);
      }
      expect(text, lang).toContain(print.title.toUpperCase());
    }
  });

  it('writes Arabic right to left in Vazirmatn: labels at the right of their values, a phone number as typed', async () => {
    const plan: PlanPdfRequest = {
      ...fullPlan,
      title: 'خطة الطوارئ الخاصة بي',
      footer: 'في حالة الطوارئ، اتصل بـ 911.',
      sections: [
        {
          title: 'أفراد الأسرة',
          entries: [{ heading: 'روزا دياز', lines: [{ label: 'الهاتف', value: '+1 (503) 555-0142' }] }],
        },
      ],
    };
    const res = await post(plan, 'ar');
    expect(res.statusCode).toBe(200);
    expect(embeddedFonts(res.rawPayload)).toEqual(['Vazirmatn-Bold', 'Vazirmatn-Regular']);
    const pieces = await readPdfPieces(res.rawPayload);
    const at = (text: string) => pieces.find((piece) => piece.text.includes(text));
    // The number is one left-to-right piece, as typed; its label is to its right.
    expect(at('+1 (503) 555-0142')).toBeDefined();
    expect(at('الهاتف')!.x).toBeGreaterThan(at('+1 (503) 555-0142')!.x + 100);
    // The title starts at the right margin: its left edge is past the page's middle.
    expect(at('911')).toBeDefined();
    expect(at('خطة')!.x).toBeGreaterThan(612 / 2);
  });

  it('sets Chinese in Noto Sans SC, so Han characters take their Simplified Chinese forms', async () => {
    const print = { ...cards('en'), title: '紧急卡', footer: '紧急情况下，请拨打 911。' };
    const res = await post(print, 'zh');
    expect(res.statusCode).toBe(200);
    expect(embeddedFonts(res.rawPayload)).toEqual(['NotoSansHans-Bold', 'NotoSansHans-Regular']);
    expect((await readPdfText(res.rawPayload)).join('\n')).toContain('紧急情况下，请拨打 911。');
  });

  it('puts four cards on a page, and says so on a card that cannot hold everything', async () => {
    const base = cards('en');
    const contacts = Array.from({ length: 20 }, (_, i) => ({
      label: `Contact number ${i + 1} with a long name`,
      value: `+1 503 555 01${String(i).padStart(2, '0')}`,
    }));
    const crowded = {
      ...base,
      more: 'The rest is in the full plan.',
      instructions: 'Cut along the dashed lines and fold each card in the middle.',
      sections: [
        {
          title: 'Crowded',
          entries: [
            { heading: 'Emergency contacts', lines: contacts },
            { heading: 'Meeting places', lines: [{ label: 'Near home', value: 'Never reached' }] },
          ],
        },
        ...Array.from({ length: 4 }, (_, i) => ({ ...base.sections[0]!, title: `Person ${i + 2}` })),
      ],
    };
    const pages = await readPdfText((await post(crowded)).rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Person 4');
    expect(pages[1]).toContain('Person 5');
    expect(pages[0]).toContain('The rest is in the full plan.');
    expect(pages[0]).toContain('Contact number 1 with a long name');
    expect(pages[0]).not.toContain('Never reached');
    // Every page says how to make the cards; the cards that hold everything do not say they are cut.
    pages.forEach((page, i) => {
      expect(page).toContain('Cut along the dashed lines and fold each card in the middle.');
      expect(page).toContain(`${i + 1} / 2`);
    });
    expect(pages[1]).not.toContain('The rest is in the full plan.');
  });

  it('answers 400 naming what is wrong, and makes no PDF', async () => {
    const cases: [unknown, string, string?][] = [
      [{ ...fullPlan, layout: 'poster' }, 'layout'],
      [{ ...fullPlan, sections: [] }, 'sections'],
      [{ ...fullPlan, title: '' }, 'title'],
      [
        {
          ...fullPlan,
          sections: [
            { title: 'x', entries: [{ heading: 'y', lines: [{ label: 'z', value: 'v'.repeat(2001) }] }] },
          ],
        },
        'sections.0.entries.0.lines.0.value',
      ],
      [
        {
          ...fullPlan,
          sections: Array.from({ length: 20 }, () => ({
            title: 's',
            entries: Array.from({ length: 6 }, () => ({
              heading: 'h',
              lines: [{ label: '', value: 'v'.repeat(2000) }],
            })),
          })),
        },
        `${PLAN_PRINT_MAX_CHARACTERS}`,
      ],
      [fullPlan, 'lang', 'xx'],
    ];
    for (const [body, named, lang] of cases) {
      const res = await post(body, lang);
      expect(res.statusCode, named).toBe(400);
      expect(res.headers['content-type'], named).toMatch(/^application\/json/);
      const error = errorBodySchema.parse(res.json());
      expect(JSON.stringify(error), named).toContain(named);
    }
  });

  it('logs nothing of what it prints', async () => {
    await post(cards('en'));
    await post({ ...fullPlan, title: '' });
    expect(logs.text()).not.toContain('Penicillin');
    expect(logs.text()).not.toContain('Rosa Díaz');
    expect(logs.text()).not.toContain('Meter on the north wall');
  });
});
