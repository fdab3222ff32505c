import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { AlertColor } from '@mui/material/Alert';
import type { Toast } from './toast-snackbar';

type ShowToast = (message: string, severity?: AlertColor) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

// The snackbar (and MUI's transitions under it) loads with the first message, not with the page.
const loadSnackbar = () => import('./toast-snackbar');
const ToastSnackbar = lazy(async () => ({ default: (await loadSnackbar()).ToastSnackbar }));

/** Short messages at the bottom of the screen, read out by screen readers (role status/alert). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  // Fetch it once the page is idle, so a message still shows if the connection drops later.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadSnackbar().catch(() => undefined), 3000);
    return () => window.clearTimeout(timer);
  }, []);
  const show = useCallback<ShowToast>((message, severity = 'info') => {
    setToast({ id: Date.now(), message, severity });
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastSnackbar toast={toast} onClose={() => setToast(null)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
