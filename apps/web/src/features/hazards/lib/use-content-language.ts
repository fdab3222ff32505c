import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguageCode, type LanguageCode } from '@prepwell/contract';
import { useToast } from '../../../components/toast';

/** A language's own name ("日本語"), as the Languages page lists it. */
export const languageTitle = (lang: LanguageCode) =>
  SUPPORTED_LANGUAGES.find((language) => language.value === lang)?.title ?? lang;

/**
 * The language hazard content is shown in. It starts as `?lang=` or the interface language; the translate
 * menu changes it for this page only (spec: "fetches the content in that language without
 * changing the interface language"), with the spec's messages. `load` fetches the content in the
 * new language and says whether the hazard has it (false: English is shown instead).
 */
export function useContentLanguage(
  load: (lang: LanguageCode) => Promise<{ available: boolean; name?: string }>,
) {
  const { t, i18n } = useTranslation('hazards');
  const toast = useToast();
  // `?lang=` names the content language in shared and search-engine addresses (hreflang).
  const [searchParams] = useSearchParams();
  const fromAddress = searchParams.get('lang');
  const [chosen, setChosen] = useState<LanguageCode | null>(isLanguageCode(fromAddress) ? fromAddress : null);
  const lang: LanguageCode = chosen ?? (isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

  const translate = useCallback(
    async (next: LanguageCode) => {
      const language = languageTitle(next);
      toast(t('translate.downloading', { language }));
      try {
        const { available, name } = await load(next);
        setChosen(next);
        if (available) toast(t('translate.translated', { language }), 'success');
        else toast(t('translate.notAvailable', { hazard: name ?? '', language }), 'warning');
      } catch {
        toast(t('translate.failed', { language }), 'error');
      }
    },
    [load, t, toast],
  );

  return { lang, translate };
}
