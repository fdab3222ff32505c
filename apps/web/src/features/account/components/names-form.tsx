import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Profile } from '@prepwell/contract';
import { useToast } from '../../../components/toast';
import { ERROR_MESSAGES, useErrorMessage, type ErrorSituation } from '../../../lib/error-messages';
import { useUpdateProfile } from '../api/update-profile';

/** Any failed save is a profile-save failure (spec: ASYNC_STORAGE_REQUEST_FAILED). */
const SAVE_ERRORS: ErrorSituation = { otherwise: ERROR_MESSAGES.ASYNC_STORAGE_REQUEST_FAILED };

/** First and last name; the first is required. */
export function NamesForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['pages', 'common']);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateProfile();
  const changed = firstName.trim() !== profile.first_name || lastName.trim() !== profile.last_name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim()) {
      setError(t('account.names.firstNameRequired'));
      return;
    }
    setError(null);
    save.mutate(
      { first_name: firstName.trim(), last_name: lastName.trim() },
      {
        onSuccess: () => toast(t('account.names.saved'), 'success'),
        // Nothing typed is lost: the fields keep their values and the user can try again.
        onError: (failure) => setError(errorMessage(failure, SAVE_ERRORS)),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ flex: 1, width: '100%' }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('account.names.heading')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={t('account.names.firstName')}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          autoComplete="given-name"
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={t('account.names.lastName')}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
            {save.isPending ? t('account.names.saving') : t('account.names.save')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
