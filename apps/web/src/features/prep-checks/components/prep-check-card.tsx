import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/Share';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { pickText, type Badge, type LanguageCode, type PrepCheckSummary } from '@prepwell/contract';

/** Where a card stands for the user (spec §4): a draft, submitted, or not started. */
export interface CardStanding {
  status: 'DRAFT' | 'SUBMITTED' | null;
  /** 0..1 while a draft. */
  amountDone: number;
  /** The latest submitted score and badge, kept while a retake is a draft. */
  submitted: { score: number; badge: Badge } | null;
}

interface PrepCheckCardProps {
  check: PrepCheckSummary;
  standing: CardStanding;
  lang: LanguageCode;
  onOpen: () => void;
  onShare: () => void;
}

const percent = (value: number) => Math.round(value * 100);

/**
 * One Prep Check on the landing (spec §2): title, icon (the light one: the app has no dark
 * theme), a progress bar for a draft, its status, the score and badge (a grey placeholder before
 * there is one), share, and Start / Continue / View Results.
 */
export function PrepCheckCard({ check, standing, lang, onOpen, onShare }: PrepCheckCardProps) {
  const { t } = useTranslation('pages');
  const title = pickText(check.title, lang);
  const action =
    standing.status === 'DRAFT' ? 'continue' : standing.status === 'SUBMITTED' ? 'viewResults' : 'start';
  const titleId = `prep-check-${check.id}-title`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={check.light_icon.src}
          alt=""
          width={48}
          height={48}
          sx={{ flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
            {t(`prepChecks.status.${standing.status ?? 'none'}`)}
          </Typography>
        </Box>
        <IconButton
          onClick={onShare}
          aria-label={t('prepChecks.share', { title })}
          sx={{ width: 44, height: 44 }}
        >
          <ShareIcon />
        </IconButton>
      </Box>
      {standing.status === 'DRAFT' && (
        <LinearProgress
          variant="determinate"
          value={percent(standing.amountDone)}
          aria-label={t('prepChecks.progressLabel', { percent: percent(standing.amountDone) })}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <ScoreGraph score={standing.submitted?.score ?? null} />
        {standing.submitted ? (
          <Box
            component="img"
            src={standing.submitted.badge.icon.src}
            alt={t('prepChecks.badgeLabel', { name: pickText(standing.submitted.badge.name, lang) })}
            width={48}
            height={48}
          />
        ) : (
          <Box
            role="img"
            aria-label={t('prepChecks.noBadge')}
            sx={{
              width: 48,
              height: 48,
              borderRadius: '50%',
              bgcolor: 'grey.200',
              color: 'grey.500',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <WorkspacePremiumOutlinedIcon aria-hidden />
          </Box>
        )}
      </Box>
      <Box sx={{ mt: 'auto' }}>
        <Button
          variant={action === 'viewResults' ? 'outlined' : 'contained'}
          onClick={onOpen}
          aria-label={t(`prepChecks.${action}Named`, { title })}
          fullWidth
          sx={{ minHeight: 44 }}
        >
          {t(`prepChecks.${action}`)}
        </Button>
      </Box>
    </Card>
  );
}

/** The score as a ring with its percentage (empty before a submission). */
function ScoreGraph({ score }: { score: number | null }) {
  const { t } = useTranslation('pages');
  const value = score === null ? 0 : percent(score);
  return (
    <Box
      role="img"
      aria-label={
        score === null ? t('prepChecks.status.none') : t('prepChecks.scoreLabel', { percent: value })
      }
      sx={{ position: 'relative', width: 60, height: 60 }}
    >
      <CircularProgress
        variant="determinate"
        value={100}
        size={60}
        thickness={5}
        sx={{ color: 'grey.200', position: 'absolute', inset: 0 }}
        aria-hidden
      />
      <CircularProgress
        variant="determinate"
        value={value}
        size={60}
        thickness={5}
        sx={{ position: 'absolute', inset: 0 }}
        aria-hidden
      />
      <Typography
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: '0.85rem',
        }}
      >
        {score === null ? '–' : `${value}%`}
      </Typography>
    </Box>
  );
}
