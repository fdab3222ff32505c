import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  pickText,
  type LanguageCode,
  type PrepCheckQuestion,
  type PrepCheckQuestionType,
} from '@prepwell/contract';
import { BlockMarkdown } from '../../../components/markdown';
import { useTutorialFlag } from '../../../lib/auth/use-tutorial-flag';
import { useAfterHydration } from '../../../lib/use-after-hydration';

const TUTORIAL_KEYS: Record<PrepCheckQuestionType, string> = {
  OneD_Ordered_List: 'Prep_Check_Tutorial_Ranking',
  TwoD_Grid_Placement: 'Prep_Check_Tutorial_Grid',
  Checkboxes: 'Prep_Check_Tutorial_Checkboxes',
};

/**
 * The question's explainer (spec §4), from the info button; the first time a question of a type
 * shows, it opens by itself as that type's tutorial, with Start, and the type joins the profile's
 * tutorials_shown.
 */
export function ExplainerDialog({
  question,
  lang,
  open,
  onClose,
}: {
  question: PrepCheckQuestion;
  lang: LanguageCode;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const hydrated = useAfterHydration();
  const type = question.question_type;
  const tutorials = {
    OneD_Ordered_List: useTutorialFlag('OneD_Ordered_List', {
      area: 'local',
      key: TUTORIAL_KEYS.OneD_Ordered_List,
    }),
    TwoD_Grid_Placement: useTutorialFlag('TwoD_Grid_Placement', {
      area: 'local',
      key: TUTORIAL_KEYS.TwoD_Grid_Placement,
    }),
    Checkboxes: useTutorialFlag('Checkboxes', { area: 'local', key: TUTORIAL_KEYS.Checkboxes }),
  };
  const tutorial = hydrated && !tutorials[type].shown;
  const close = () => {
    if (tutorial) void tutorials[type].dismiss().catch(() => undefined);
    onClose();
  };
  return (
    <Dialog open={open || tutorial} onClose={close} aria-labelledby="explainer-title" maxWidth="sm" fullWidth>
      <DialogTitle id="explainer-title">
        {tutorial
          ? t('prepChecks.questionnaire.tutorialTitle')
          : t('prepChecks.questionnaire.explainerTitle')}
      </DialogTitle>
      <DialogContent>
        <BlockMarkdown>{pickText(question.explainer_text, lang)}</BlockMarkdown>
        <Typography component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
          {t('prepChecks.questionnaire.howToTitle')}
        </Typography>
        <Typography>{t(`prepChecks.questionnaire.howTo.${type}`)}</Typography>
        {type !== 'Checkboxes' && (
          <Typography sx={{ mt: 1 }}>{t('prepChecks.questionnaire.keyboardHint')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          variant={tutorial ? 'contained' : 'text'}
          onClick={close}
          sx={{ minHeight: 44, minWidth: 100 }}
        >
          {tutorial ? t('prepChecks.questionnaire.tutorialStart') : t('prepChecks.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
