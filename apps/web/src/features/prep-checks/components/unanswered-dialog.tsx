import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pickText, type LanguageCode, type PrepCheckQuestion } from '@prepwell/contract';

interface UnansweredDialogProps {
  open: boolean;
  /** The questions without an answer, each with its place in the Prep Check. */
  unanswered: { question: PrepCheckQuestion; index: number }[];
  lang: LanguageCode;
  /** A question was chosen from the list: the focus goes to it, not back to Done. */
  jumping: boolean;
  onJump: (index: number) => void;
  onKeepGoing: () => void;
  onSubmit: () => void;
}

/**
 * Done with questions left unanswered (spec §4): the list of them, each a way back to its
 * question, Keep going, and Submit anyway.
 */
export function UnansweredDialog({
  open,
  unanswered,
  lang,
  jumping,
  onJump,
  onKeepGoing,
  onSubmit,
}: UnansweredDialogProps) {
  const { t } = useTranslation('pages');
  return (
    <Dialog
      open={open}
      onClose={onKeepGoing}
      disableRestoreFocus={jumping}
      aria-labelledby="unanswered-title"
    >
      <DialogTitle id="unanswered-title">{t('prepChecks.questionnaire.unanswered.title')}</DialogTitle>
      <DialogContent>
        <Typography id="unanswered-body">
          {t('prepChecks.questionnaire.unanswered.body', { count: unanswered.length })}
        </Typography>
        <Box
          component="ul"
          aria-labelledby="unanswered-body"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 0.5 }}
        >
          {unanswered.map(({ question: q, index: at }) => (
            <li key={q.id}>
              <Link
                component="button"
                type="button"
                onClick={() => onJump(at)}
                sx={{ minHeight: 44, textAlign: 'start', fontSize: '1rem' }}
              >
                {t('prepChecks.questionnaire.unanswered.item', {
                  n: at + 1,
                  question: pickText(q.question, lang),
                })}
              </Link>
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepGoing} sx={{ minHeight: 44 }}>
          {t('prepChecks.questionnaire.unanswered.keepGoing')}
        </Button>
        <Button variant="contained" onClick={onSubmit} sx={{ minHeight: 44 }}>
          {t('prepChecks.questionnaire.unanswered.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
