import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
}

export function ToastSnackbar({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={6000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        role={toast.severity === 'error' ? 'alert' : 'status'}
        onClose={onClose}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
