import Alert from '@mui/material/Alert';

/** The short plain notice a screen shows until its feature is built. */
export function Notice({ children }: { children: string }) {
  return (
    <Alert severity="info" variant="outlined" sx={{ maxWidth: 720 }}>
      {children}
    </Alert>
  );
}
