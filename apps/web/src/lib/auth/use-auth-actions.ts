import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@prepwell/contract';
import { useToast } from '../../components/toast';

// The calls load on first use: the header's button is on the home route, within its budget.
const loadAuthApi = () => import('./auth-api');

/**
 * Sign-in, sign-up and sign-out as a person starts them from a button: `busy` while the browser
 * is being sent to the provider, and a toast with the error table's message when the call
 * fails (the connection, or the server's own code). The API logs them.
 */
export function useAuthActions() {
  const { t, i18n } = useTranslation('common');
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const fail = useCallback(
    (error: unknown) => {
      setBusy(false);
      loadAuthApi()
        .then(({ failureMessage }) => failureMessage(error))
        // The calls' own chunk could not load either: the connection is the problem.
        .catch(() => t('errors.ISA_REQUEST_FAILED'))
        .then((message) => toast(message, 'error'));
    },
    [t, toast],
  );

  /**
   * Sign in (or up), then come back to `callback` (this page by default). The page is read when
   * the person presses the button, not when it rendered: a redirect may have just changed it.
   */
  const signIn = useCallback(
    (kind: 'login' | 'signup' = 'login', callback?: string) => {
      setBusy(true);
      const here = `${window.location.pathname}${window.location.search}`;
      loadAuthApi()
        .then(({ startSignIn }) => startSignIn(kind, callback ?? here, i18n.language as LanguageCode))
        .catch(fail);
    },
    [fail, i18n],
  );

  /** Sign out, going where the spec's rules say for this page. */
  const signOut = useCallback(() => {
    setBusy(true);
    const { pathname, search } = window.location;
    loadAuthApi()
      .then(({ signOut: end, signOutTarget }) => end(signOutTarget(pathname, search)))
      .catch(fail);
  }, [fail]);

  return { busy, signIn, signOut };
}
