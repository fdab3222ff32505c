import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwell/contract';
import { useToast } from '../../components/toast';
import { updateProfile } from '../auth/update-profile';
import { currentProfile } from '../auth/profile-store';
import { STORAGE_KEYS, writeStorage } from '../storage';

export interface ChangeLanguageOptions {
  /** Message keys (given `language`, its name) in place of the settings page's. */
  messages?: { downloading: string; changed: string; failed: string };
  /** Fetches what the screen shows in the new language before it switches (a failure fails the change). */
  prepare?: (language: Language['value']) => Promise<unknown>;
}

const SETTINGS_MESSAGES = {
  downloading: 'languages.downloading',
  changed: 'languages.changed',
  failed: 'languages.changeFailed',
};

/**
 * Change the content language: shows "Downloading..." while the catalogs load, then the
 * success or failure message, and remembers the choice for this session (`@language`) and, for a
 * signed-in user, in the profile (`preferred_language`), so it follows them to other devices.
 */
export function useChangeLanguage({ messages = SETTINGS_MESSAGES, prepare }: ChangeLanguageOptions = {}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  return useCallback(
    async (language: Language) => {
      toast(t(messages.downloading, { language: language.title }), 'info');
      try {
        await i18n.loadLanguages(language.value);
        await i18n.loadNamespaces('pages');
        if (!i18n.hasResourceBundle(language.value, 'common')) throw new Error('catalog missing');
        await prepare?.(language.value);
        if (currentProfile().status === 'signed-in') {
          await updateProfile({ preferred_language: language.value });
        }
        await i18n.changeLanguage(language.value);
        writeStorage('session', STORAGE_KEYS.language, language.value);
        toast(i18n.t(messages.changed, { language: language.title }), 'success');
        return true;
      } catch {
        toast(t(messages.failed, { language: language.title }), 'error');
        return false;
      }
    },
    [i18n, t, toast, messages, prepare],
  );
}
