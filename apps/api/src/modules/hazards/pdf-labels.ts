import type { Stage } from '@prepwell/contract';
import type { PackLanguageCode } from '@prepwell/content';

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

/** Every language of the pack: Arabic's wait here for right to left (ADR 036). */
export const PDF_LABELS: Record<PackLanguageCode, PdfLabels> = {
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
  vi: {
    stages: {
      Before: 'Chuẩn bị',
      During: 'Ứng phó',
      After: 'Phục hồi',
    },
    critical: 'Quan trọng',
    sources: 'Nguồn',
    call911: 'Khi khẩn cấp, hãy gọi 911.',
    updated: 'Cập nhật lần cuối',
    page: 'Trang {page}/{pages}',
    machineTranslated: 'Được dịch sang {language} bằng công cụ dịch AI.',
    englishFallback: 'Hướng dẫn này chưa có bằng ngôn ngữ của bạn nên được hiển thị bằng tiếng Anh.',
    problem: {
      title: 'Hiện không thể tạo bản PDF này',
      body: 'Hướng dẫn vẫn có trên trang của nó, và bạn có thể in trang đó từ trình duyệt.',
      back: 'Quay lại hướng dẫn',
    },
  },
  tl: {
    stages: {
      Before: 'Maghanda',
      During: 'Kumilos',
      After: 'Bumangon',
    },
    critical: 'Napakahalaga',
    sources: 'Mga Pinagkunan',
    call911: 'Kapag may emerhensiya, tumawag sa 911.',
    updated: 'Huling na-update',
    page: 'Pahina {page} ng {pages}',
    machineTranslated: 'Isinalin sa {language} gamit ang AI translation.',
    englishFallback: 'Wala pa ang gabay na ito sa iyong wika, kaya ipinapakita ito sa English.',
    problem: {
      title: 'Hindi magawa ang PDF na ito ngayon',
      body: 'Nasa pahina pa rin nito ang gabay, at puwede mong i-print ang pahinang iyon mula sa iyong browser.',
      back: 'Bumalik sa gabay',
    },
  },
  ko: {
    stages: {
      Before: '대비',
      During: '대응',
      After: '복구',
    },
    critical: '중요',
    sources: '출처',
    call911: '응급 상황에서는 911에 전화하세요.',
    updated: '마지막 업데이트',
    page: '{pages}쪽 중 {page}쪽',
    machineTranslated: 'AI 번역으로 {language}(으)로 번역했습니다.',
    englishFallback: '이 가이드는 아직 사용하시는 언어로 제공되지 않아 영어로 표시됩니다.',
    problem: {
      title: '지금은 이 PDF를 만들 수 없습니다',
      body: '가이드는 원래 페이지에 그대로 있으며, 브라우저에서 그 페이지를 인쇄할 수 있습니다.',
      back: '가이드로 돌아가기',
    },
  },
  ht: {
    stages: {
      Before: 'Prepare',
      During: 'Reyaji',
      After: 'Refè',
    },
    critical: 'Enpòtan anpil',
    sources: 'Sous',
    call911: 'Si gen yon ijans, rele 911.',
    updated: 'Dènye mizajou',
    page: 'Paj {page} sou {pages}',
    machineTranslated: 'Tradui an {language} ak tradiksyon entèlijans atifisyèl (AI).',
    englishFallback: 'Gid sa a poko disponib nan lang ou, kidonk li parèt an anglè.',
    problem: {
      title: 'Nou pa ka fè PDF sa a kounye a',
      body: 'Gid la toujou sou paj li a, epi ou ka enprime paj sa a nan navigatè ou.',
      back: 'Retounen nan gid la',
    },
  },
  pt: {
    stages: {
      Before: 'Prepare-se',
      During: 'Reaja',
      After: 'Recupere-se',
    },
    critical: 'Crítico',
    sources: 'Fontes',
    call911: 'Em uma emergência, ligue para o 911.',
    updated: 'Última atualização',
    page: 'Página {page} de {pages}',
    machineTranslated: 'Traduzido para {language} por tradução com IA.',
    englishFallback: 'Este guia ainda não está disponível no seu idioma e aparece em inglês.',
    problem: {
      title: 'Não é possível gerar este PDF agora',
      body: 'O guia continua na página dele, e você pode imprimir essa página pelo seu navegador.',
      back: 'Voltar ao guia',
    },
  },
  ar: {
    stages: {
      Before: 'استعد',
      During: 'تصرّف',
      After: 'تعافَ',
    },
    critical: 'مهم جدًا',
    sources: 'المصادر',
    call911: 'في حالة الطوارئ، اتصل بـ 911.',
    updated: 'آخر تحديث',
    page: 'صفحة {page} من {pages}',
    machineTranslated: 'تُرجم إلى {language} بالترجمة الآلية بالذكاء الاصطناعي.',
    englishFallback: 'هذا الدليل غير متاح بلغتك بعد، لذلك يظهر باللغة الإنجليزية.',
    problem: {
      title: 'لا يمكن إنشاء ملف PDF هذا الآن',
      body: 'الدليل ما زال موجودًا في صفحته، ويمكنك طباعة تلك الصفحة من متصفحك.',
      back: 'العودة إلى الدليل',
    },
  },
};
