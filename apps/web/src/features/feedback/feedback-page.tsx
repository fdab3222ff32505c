import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX, type FeedbackKind } from '@prepwell/contract';
import { Page } from '../../components/page';
import { useErrorMessage, type ErrorSituation } from '../../lib/error-messages';
import { useSendFeedback } from './api/send-feedback';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Too many messages from this client get their own message; any other failure, "could not be sent". */
const SEND_ERRORS: ErrorSituation = {
  RATE_LIMITED: 'pages:feedback.rateLimited',
  otherwise: 'common:feedback.failed',
};

/** Our own feedback form: Report Issue, Request a Hazard and Submit Feedback open it. */
export function FeedbackPage() {
  const { t, i18n } = useTranslation(['common', 'pages']);
  const [params] = useSearchParams();
  const requested = params.get('kind');
  const [kind, setKind] = useState<FeedbackKind>(
    FEEDBACK_KINDS.find((value) => value === requested) ?? 'general',
  );
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useSendFeedback();
  const errorMessage = useErrorMessage();

  const messageError =
    touched && message.trim().length === 0 ? t('pages:feedback.messageRequired') : undefined;
  const emailError =
    touched && email.trim() !== '' && !EMAIL_PATTERN.test(email.trim())
      ? t('pages:feedback.emailInvalid')
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (message.trim().length === 0 || (email.trim() !== '' && !EMAIL_PATTERN.test(email.trim()))) return;
    send.mutate({
      kind,
      message: message.trim(),
      email: email.trim() || undefined,
      page: document.referrer ? new URL(document.referrer).pathname : undefined,
      language: (i18n.resolvedLanguage ?? 'en') as 'en',
    });
  }

  const failure = send.error ? errorMessage(send.error, SEND_ERRORS) : undefined;

  return (
    <Page heading={t('titles.feedback')} maxWidth="sm">
      <Typography sx={{ mb: 1 }}>{t('pages:feedback.intro')}</Typography>
      <Typography sx={{ mb: 3, fontWeight: 700 }}>{t('pages:feedback.emergency')}</Typography>
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          {t('pages:feedback.sent')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            select
            label={t('pages:feedback.kindLabel')}
            value={kind}
            onChange={(event) => setKind(event.target.value as FeedbackKind)}
          >
            {FEEDBACK_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`pages:feedback.kinds.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('pages:feedback.messageLabel')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            required
            multiline
            minRows={5}
            error={Boolean(messageError)}
            helperText={messageError ?? t('pages:feedback.messageHelp')}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_MESSAGE_MAX } }}
          />
          <TextField
            label={t('pages:feedback.emailLabel')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(emailError)}
            helperText={emailError ?? t('pages:feedback.emailHelp')}
          />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={send.isPending} sx={{ justifySelf: 'start' }}>
            {send.isPending ? t('pages:feedback.sending') : t('pages:feedback.submit')}
          </Button>
        </Box>
      )}
    </Page>
  );
}
