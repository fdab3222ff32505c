import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

/** Shown when a route's code could not load (for example offline): say so and offer a retry. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {t('app.retry')}
          </Button>
        }
      >
        {t('app.pageLoadFailed')}
      </Alert>
      <p>{t('placeholder.call911')}</p>
    </Container>
  );
}
