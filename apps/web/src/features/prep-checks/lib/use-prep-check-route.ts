import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@prepwell/contract';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useProfile } from '../../../lib/auth/profile-store';
import { useProfileSettled } from '../../../lib/auth/use-profile-settled';

/**
 * What every `/prep-checks/{id}/…` screen starts from: the Prep Check id (the router checked it
 * is numeric), the reader's language, and whether they are signed in. `anonymous` is true only
 * once the profile is known (those screens then send the reader to the list).
 */
export function usePrepCheckRoute() {
  const { i18n } = useTranslation();
  const id = Number(useParams().prepCheckId);
  const { status } = useProfile();
  const settled = useProfileSettled();
  return {
    id,
    lang: (i18n.resolvedLanguage ?? 'en') as LanguageCode,
    signedIn: status === 'signed-in',
    anonymous: settled && status !== 'signed-in',
  };
}

/**
 * Spec §8: when a screen's data cannot be loaded, its message (a `pages` key) is shown and the
 * reader goes back to the list, the history replaced. `null`: nothing failed.
 */
export function useBackToListOnError(message: string | null) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    if (!message) return;
    toast(t(message), 'error');
    void navigate(paths.prepChecks.href(), { replace: true });
  }, [message, navigate, toast, t]);
}

/** Where "Back" goes: the `from` path when it is one of ours, otherwise the list. */
export const backPath = (from: string | null) =>
  from?.startsWith('/') && !from.startsWith('//') ? from : paths.prepChecks.href();
