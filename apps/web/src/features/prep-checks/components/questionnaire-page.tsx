import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AutosaveLine } from '../../../components/autosave-line';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  pickText,
  type LanguageCode,
  type PrepCheck,
  type PrepCheckQuestion,
  type Submission,
} from '@prepwell/contract';
import { usePageTitle } from '../../../components/page-title';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useDraft } from '../api/get-draft';
import { usePrepCheck } from '../api/get-prep-check';
import { allPlaced } from '../lib/answer-rules';
import { answersOf, prepCheckTitle, shuffled, unansweredQuestions } from '../lib/questionnaire';
import { backPath, useBackToListOnError, usePrepCheckRoute } from '../lib/use-prep-check-route';
import { useQuestionnaire, type SaveFailure } from '../lib/use-questionnaire';
import { ExplainerDialog } from './explainer-dialog';
import { QuestionBody } from './question-body';
import { QuestionnaireBanner } from './questionnaire-banner';
import { UnansweredDialog } from './unanswered-dialog';

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
  const orders = useOptionOrders(check);
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
        <QuestionProgress index={index} total={total} onPrevious={() => goTo(index - 1)} />
        <QuestionHeading
          ref={headingRef}
          question={question}
          lang={lang}
          onInfo={() => setExplainerOpen(true)}
        />
        {question.link_to_plan &&
          draft.prefill.some((p) => p.question_id === question.id && p.option_ids.length > 0) && (
            <Typography
              sx={{ mb: 2, pl: 1.5, borderLeft: 4, borderColor: 'primary.main' }}
              data-testid="from-plan"
            >
              {t('prepChecks.questionnaire.fromPlan')}
            </Typography>
          )}
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
        <AutosaveLine status={status} sx={{ mt: 2 }} />
        <ForwardButton last={last} submitting={submitting} onClick={last ? done : () => goTo(index + 1)} />
      </Container>
      <ExplainerDialog
        question={question}
        lang={lang}
        open={explainerOpen}
        onClose={() => setExplainerOpen(false)}
      />
      <UnansweredDialog
        open={confirmOpen}
        unanswered={unanswered}
        lang={lang}
        jumping={jumping}
        onJump={jumpTo}
        onKeepGoing={() => setConfirmOpen(false)}
        onSubmit={() => void finish()}
      />
    </>
  );
}

/** Spec §4: ranking and grid options shuffled once, on load (a language change keeps the order). */
function useOptionOrders(check: PrepCheck): Map<number, number[]> {
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
  return orders;
}

/** Previous (from the second question on), "Question n of total", and the progress bar. */
function QuestionProgress({
  index,
  total,
  onPrevious,
}: {
  index: number;
  total: number;
  onPrevious: () => void;
}) {
  const { t } = useTranslation('pages');
  const count = t('prepChecks.questionnaire.count', { n: index + 1, total });
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box sx={{ width: 48 }}>
          {index > 0 && (
            <IconButton onClick={onPrevious} aria-label={t('prepChecks.questionnaire.previous')}>
              <ArrowBackIcon className="mirror-in-rtl" />
            </IconButton>
          )}
        </Box>
        <Typography sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }} data-testid="question-count">
          {count}
        </Typography>
        {/* Balances Previous, so the count stays centred; moving on is the button at the end. */}
        <Box sx={{ width: 48 }} />
      </Box>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / total) * 100}
        aria-label={count}
        sx={{ height: 8, borderRadius: 4, mb: 3 }}
      />
    </>
  );
}

interface QuestionHeadingProps {
  ref: Ref<HTMLHeadingElement>;
  question: PrepCheckQuestion;
  lang: LanguageCode;
  onInfo: () => void;
}

/** The question (the heading focus moves to), its explainer button, and its instructions. */
function QuestionHeading({ ref, question, lang, onInfo }: QuestionHeadingProps) {
  const { t } = useTranslation('pages');
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Typography
          ref={ref}
          tabIndex={-1}
          variant="h2"
          id="question-heading"
          sx={{ flex: 1, fontSize: { xs: '1.3rem', md: '1.5rem' }, outline: 'none' }}
        >
          {pickText(question.question, lang)}
        </Typography>
        <IconButton onClick={onInfo} aria-label={t('prepChecks.questionnaire.info')}>
          <InfoOutlinedIcon />
        </IconButton>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2.5 }} id="question-instructions">
        {pickText(question.instructions, lang)}
      </Typography>
    </>
  );
}

/** One way on, the same on every question: Next question, and Done on the last. */
function ForwardButton({
  last,
  submitting,
  onClick,
}: {
  last: boolean;
  submitting: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Button
        variant="contained"
        size="large"
        onClick={onClick}
        disabled={last && submitting}
        endIcon={last ? undefined : <ArrowForwardIcon className="mirror-in-rtl" />}
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
  );
}
