import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import {
  pickText,
  type LanguageCode,
  type PrepCheck,
  type PrepCheckQuestion,
  type PrepCheckQuestionType,
  type Submission,
} from '@prepwell/contract';
import { BlockMarkdown } from '../../../components/markdown';
import { usePageTitle } from '../../../components/page-title';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useTutorialFlag } from '../../../lib/auth/use-tutorial-flag';
import { useSupportedLanguages } from '../../../lib/languages/get-supported-languages';
import { useChangeLanguage } from '../../../lib/languages/use-change-language';
import { useAfterHydration } from '../../../lib/use-after-hydration';
import { useDraft } from '../api/get-draft';
import { prepCheckQueryOptions, usePrepCheck } from '../api/get-prep-check';
import { allPlaced } from '../lib/answer-rules';
import { answersOf, prepCheckTitle, shuffled, unansweredQuestions } from '../lib/questionnaire';
import { backPath, useBackToListOnError, usePrepCheckRoute } from '../lib/use-prep-check-route';
import { useQuestionnaire, type SaveFailure } from '../lib/use-questionnaire';
import { QuestionBody } from './question-body';

/** Spec §8's messages for a failed save: the autosave line says it too, and the save is retried. */
const FAILURE_MESSAGES: Record<SaveFailure, string> = {
  create: 'prepChecks.errors.create',
  update: 'prepChecks.errors.update',
  submit: 'prepChecks.errors.saveFailed',
};

/**
 * `/prep-checks/{id}?from=` (spec §2): one question at a time, saved as it is answered. Signed-in
 * only: an anonymous visitor goes to the list, and so does anyone whose Prep Check or draft
 * cannot be loaded (with the §8 message).
 */
export function QuestionnairePage() {
  const { t } = useTranslation(['pages', 'common']);
  const { id, lang, signedIn, anonymous } = usePrepCheckRoute();
  const check = usePrepCheck(id, lang, signedIn);
  const draft = useDraft(id, signedIn);
  const title = check.data
    ? prepCheckTitle(pickText(check.data.title, lang), (name) =>
        t('prepChecks.questionnaire.title', { title: name }),
      )
    : '';
  usePageTitle(title || t('common:titles.prepCheck'));
  useBackToListOnError(
    check.isError ? 'prepChecks.errors.one' : draft.isError ? 'prepChecks.errors.drafts' : null,
  );

  if (anonymous) return <Navigate to={paths.prepChecks.href()} replace />;
  if (!check.data || !draft.data) return <QuestionnaireLoading />;
  // Keyed by the Prep Check: another one (a link from this page) starts with its own state.
  return <Questionnaire key={id} check={check.data} draft={draft.data} title={title} lang={lang} />;
}

function QuestionnaireLoading() {
  const { t } = useTranslation('pages');
  return (
    <Box role="status" aria-label={t('prepChecks.questionnaire.loading')}>
      <Skeleton variant="rectangular" height={96} />
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Skeleton width="30%" height={28} />
        <Skeleton width="80%" height={40} />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={52} sx={{ mt: 1.5 }} />
        ))}
      </Container>
    </Box>
  );
}

interface QuestionnaireProps {
  check: PrepCheck;
  draft: Submission;
  title: string;
  lang: LanguageCode;
}

function Questionnaire({ check, draft, title, lang }: QuestionnaireProps) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const toast = useToast();
  const [search] = useSearchParams();
  const back = backPath(search.get('from'));
  const onSaveFailed = useCallback(
    (failure: SaveFailure) => toast(t(FAILURE_MESSAGES[failure]), 'error'),
    [t, toast],
  );
  const { responses, index, go, change, status, submit, submitting } = useQuestionnaire({
    check,
    draft,
    onSaveFailed,
  });
  // Spec §4: ranking and grid options shuffled once, on load (a language change keeps the order).
  const [orders] = useState(
    () =>
      new Map(
        check.questions.map((q) => [
          q.id,
          q.question_type === 'Checkboxes'
            ? q.options.map((o) => o.id)
            : shuffled(q.options.map((o) => o.id)),
        ]),
      ),
  );
  const [explainerOpen, setExplainerOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // A question chosen in the unanswered list: the focus goes to its heading, not back to Done.
  const [jumping, setJumping] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const total = check.questions.length;
  const question = check.questions[index] as PrepCheckQuestion;
  const answers = answersOf(responses, question.id);
  const last = index === total - 1;
  const placing = question.question_type !== 'Checkboxes';

  // A new question: focus its heading, so a screen reader starts there (not on first load).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);
  const goTo = (to: number) => {
    moved.current = true;
    go(to);
    window.scrollTo({ top: 0 });
  };

  const finish = async () => {
    setConfirmOpen(false);
    // Stored, and everything of the user's it changes refreshed (results, cards, My Emergency Items).
    await submit();
    void navigate(paths.prepCheckComplete.href(check.id), { replace: true });
  };
  const unanswered = unansweredQuestions(check.questions, responses);
  const done = () => {
    if (unanswered.length > 0) {
      setJumping(false);
      setConfirmOpen(true);
    } else void finish();
  };
  const jumpTo = (to: number) => {
    setJumping(true);
    setConfirmOpen(false);
    goTo(to);
  };

  return (
    <>
      <QuestionnaireBanner check={check} title={title} lang={lang} back={back} />
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Box sx={{ width: 48 }}>
            {index > 0 && (
              <IconButton onClick={() => goTo(index - 1)} aria-label={t('prepChecks.questionnaire.previous')}>
                <ArrowBackIcon />
              </IconButton>
            )}
          </Box>
          <Typography sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }} data-testid="question-count">
            {t('prepChecks.questionnaire.count', { n: index + 1, total })}
          </Typography>
          {/* Balances Previous, so the count stays centred; moving on is the button at the end. */}
          <Box sx={{ width: 48 }} />
        </Box>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / total) * 100}
          aria-label={t('prepChecks.questionnaire.count', { n: index + 1, total })}
          sx={{ height: 8, borderRadius: 4, mb: 3 }}
        />
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography
            ref={headingRef}
            tabIndex={-1}
            variant="h2"
            id="question-heading"
            sx={{ flex: 1, fontSize: { xs: '1.3rem', md: '1.5rem' }, outline: 'none' }}
          >
            {pickText(question.question, lang)}
          </Typography>
          <IconButton onClick={() => setExplainerOpen(true)} aria-label={t('prepChecks.questionnaire.info')}>
            <InfoOutlinedIcon />
          </IconButton>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2.5 }} id="question-instructions">
          {pickText(question.instructions, lang)}
        </Typography>
        <QuestionBody
          key={question.id}
          question={question}
          answers={answers}
          order={orders.get(question.id) ?? []}
          lang={lang}
          label={pickText(question.question, lang)}
          onChange={(next) => change(question.id, next)}
        />
        {placing && allPlaced(answers, question.options.length) && (
          <Typography sx={{ mt: 2, fontWeight: 700, color: 'success.main' }}>
            {t('prepChecks.questionnaire.allPlaced')}
          </Typography>
        )}
        <AutosaveLine status={status} />
        {/* One way on, the same on every question: Next question, and Done on the last. */}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="contained"
            size="large"
            onClick={last ? done : () => goTo(index + 1)}
            disabled={last && submitting}
            endIcon={last ? undefined : <ArrowForwardIcon />}
            data-testid="question-forward"
            sx={{ minHeight: 48, minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
          >
            {!last
              ? t('prepChecks.questionnaire.next')
              : submitting
                ? t('prepChecks.questionnaire.submitting')
                : t('prepChecks.questionnaire.done')}
          </Button>
        </Box>
      </Container>
      <ExplainerDialog
        question={question}
        lang={lang}
        open={explainerOpen}
        onClose={() => setExplainerOpen(false)}
      />
      <Dialog
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
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
                  onClick={() => jumpTo(at)}
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
          <Button onClick={() => setConfirmOpen(false)} sx={{ minHeight: 44 }}>
            {t('prepChecks.questionnaire.unanswered.keepGoing')}
          </Button>
          <Button variant="contained" onClick={() => void finish()} sx={{ minHeight: 44 }}>
            {t('prepChecks.questionnaire.unanswered.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Spec §4: "Saving...", "Progress saved!", "Error saving progress." (coral), from the first change on. */
function AutosaveLine({ status }: { status: ReturnType<typeof useQuestionnaire>['status'] }) {
  const { t } = useTranslation('pages');
  return (
    <Typography
      role="status"
      data-testid="autosave-status"
      sx={{
        mt: 2,
        minHeight: '1.5em',
        fontWeight: status === 'error' ? 700 : 400,
        color: status === 'error' ? '#b3321c' : 'text.secondary',
      }}
    >
      {status === 'idle' ? '' : t(`prepChecks.questionnaire.autosave.${status}`)}
    </Typography>
  );
}

interface BannerProps {
  check: PrepCheck;
  title: string;
  lang: LanguageCode;
  back: string;
}

/** The Prep Check's name on a dark band, Back, and the translate menu (spec §2). */
function QuestionnaireBanner({ check, title, lang, back }: BannerProps) {
  const { t } = useTranslation('pages');
  const client = useQueryClient();
  const languages = useSupportedLanguages();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const prepare = useCallback(
    (value: LanguageCode) => client.fetchQuery(prepCheckQueryOptions(check.id, value)),
    [client, check.id],
  );
  const changeLanguage = useChangeLanguage(
    useMemo(() => ({ messages: TRANSLATE_MESSAGES, prepare }), [prepare]),
  );
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: '#fff' }}>
      <Container maxWidth="md" sx={{ py: { xs: 1.5, md: 2.5 } }}>
        <Link
          component={RouterLink}
          to={back}
          sx={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('prepChecks.questionnaire.back')}
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            component="img"
            src={check.dark_icon.src}
            alt=""
            width={48}
            height={48}
            sx={{ flexShrink: 0 }}
          />
          <Typography
            variant="h1"
            id="page-heading"
            sx={{ flex: 1, fontSize: { xs: '1.45rem', md: '2rem' } }}
          >
            {title}
          </Typography>
          <IconButton
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-label={t('prepChecks.questionnaire.translate')}
            aria-haspopup="menu"
            aria-expanded={anchor ? true : undefined}
            aria-controls={anchor ? 'translate-menu' : undefined}
            sx={{ color: 'inherit', width: 48, height: 48 }}
          >
            <TranslateIcon />
          </IconButton>
        </Box>
      </Container>
      <Menu id="translate-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(languages.data ?? []).map((language) => (
          <MenuItem
            key={language.value}
            lang={language.value}
            selected={language.value === lang}
            sx={{ minHeight: 44 }}
            onClick={() => {
              setAnchor(null);
              if (language.value !== lang) void changeLanguage(language);
            }}
          >
            {language.title}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

const TRANSLATE_MESSAGES = {
  downloading: 'pages:prepChecks.questionnaire.downloading',
  changed: 'pages:prepChecks.questionnaire.translated',
  failed: 'pages:prepChecks.questionnaire.translateFailed',
};

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
function ExplainerDialog({
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
