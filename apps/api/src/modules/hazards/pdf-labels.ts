import type { LanguageCode, Stage } from '@prepwell/contract';

/** The PDF's own words, in every language the guide is offered in. */
export interface PdfLabels {
  stages: Record<Stage, string>;
  critical: string;
  sources: string;
  call911: string;
  updated: string;
  /** `{page}` and `{pages}` are replaced. */
  page: string;
  /** `{language}` is replaced; shown when the text is machine translated. */
  machineTranslated: string;
  /** Shown when the hazard has no text in the asked language. */
  englishFallback: string;
  /** The page a browser shows when the PDF cannot be made: a title, one sentence, the way back. */
  problem: { title: string; body: string; back: string };
}

export const PDF_LABELS: Record<LanguageCode, PdfLabels> = {
  en: {
    stages: { Before: 'Prepare', During: 'React', After: 'Recover' },
    critical: 'Critical',
    sources: 'Sources',
    call911: 'In an emergency, call 911.',
    updated: 'Last updated',
    page: 'Page {page} of {pages}',
    machineTranslated: 'Translated into {language} by AI translation.',
    englishFallback: 'This guide is not available in your language yet and is shown in English.',
    problem: {
      title: "This PDF can't be made right now",
      body: 'The guide is still on its page, and you can print that page from your browser.',
      back: 'Back to the guide',
    },
  },
  es: {
    stages: { Before: 'Prepárate', During: 'Reacciona', After: 'Recupérate' },
    critical: 'Crítico',
    sources: 'Fuentes',
    call911: 'En una emergencia, llame al 911.',
    updated: 'Última actualización',
    page: 'Página {page} de {pages}',
    machineTranslated: 'Traducido al {language} con traducción automática por IA.',
    englishFallback: 'Esta guía aún no está disponible en su idioma y se muestra en inglés.',
    problem: {
      title: 'No se puede crear este PDF en este momento',
      body: 'La guía sigue en su página, y puede imprimir esa página desde su navegador.',
      back: 'Volver a la guía',
    },
  },
  fr: {
    stages: { Before: 'Se préparer', During: 'Réagir', After: 'Se rétablir' },
    critical: 'Essentiel',
    sources: 'Sources',
    call911: 'En cas d’urgence, appelez le 911.',
    updated: 'Dernière mise à jour',
    page: 'Page {page} sur {pages}',
    machineTranslated: 'Traduit en {language} par traduction automatique (IA).',
    englishFallback: 'Ce guide n’est pas encore disponible dans votre langue et s’affiche en anglais.',
    problem: {
      title: 'Impossible de créer ce PDF pour le moment',
      body: 'Le guide reste disponible sur sa page, que vous pouvez imprimer depuis votre navigateur.',
      back: 'Retour au guide',
    },
  },
  de: {
    stages: { Before: 'Vorbereiten', During: 'Reagieren', After: 'Erholen' },
    critical: 'Lebenswichtig',
    sources: 'Quellen',
    call911: 'Im Notfall 911 anrufen.',
    updated: 'Zuletzt aktualisiert',
    page: 'Seite {page} von {pages}',
    machineTranslated: 'Mit KI-Übersetzung ins {language} übersetzt.',
    englishFallback:
      'Dieser Leitfaden ist in Ihrer Sprache noch nicht verfügbar und wird auf Englisch angezeigt.',
    problem: {
      title: 'Dieses PDF kann gerade nicht erstellt werden',
      body: 'Der Leitfaden steht weiter auf seiner Seite, und Sie können diese Seite im Browser drucken.',
      back: 'Zurück zum Leitfaden',
    },
  },
  ja: {
    stages: { Before: '備える', During: '対応する', After: '回復する' },
    critical: '重要',
    sources: '出典',
    call911: '緊急時は 911 に電話してください。',
    updated: '最終更新日',
    page: '{page} / {pages} ページ',
    machineTranslated: 'AI 翻訳により{language}に翻訳されています。',
    englishFallback: 'このガイドはまだお使いの言語に対応していないため、英語で表示しています。',
    problem: {
      title: '現在この PDF を作成できません',
      body: 'ガイドはページで引き続きご覧いただけます。ブラウザからそのページを印刷することもできます。',
      back: 'ガイドに戻る',
    },
  },
  zh: {
    stages: { Before: '准备', During: '应对', After: '恢复' },
    critical: '关键',
    sources: '来源',
    call911: '紧急情况下，请拨打 911。',
    updated: '最后更新',
    page: '第 {page} 页，共 {pages} 页',
    machineTranslated: '由 AI 翻译为{language}。',
    englishFallback: '本指南尚无您的语言版本，现以英文显示。',
    problem: {
      title: '目前无法生成此 PDF',
      body: '指南仍可在其页面上查看，您也可以通过浏览器打印该页面。',
      back: '返回指南',
    },
  },
  ru: {
    stages: { Before: 'Подготовка', During: 'Действия', After: 'Восстановление' },
    critical: 'Важно',
    sources: 'Источники',
    call911: 'В экстренной ситуации звоните 911.',
    updated: 'Обновлено',
    page: 'Страница {page} из {pages}',
    machineTranslated: 'Переведено на {language} с помощью ИИ-перевода.',
    englishFallback: 'Это руководство пока недоступно на вашем языке и показано на английском.',
    problem: {
      title: 'Сейчас не удаётся создать этот PDF',
      body: 'Руководство по-прежнему доступно на своей странице, и её можно распечатать из браузера.',
      back: 'Вернуться к руководству',
    },
  },
};
