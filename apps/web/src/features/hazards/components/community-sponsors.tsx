import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlaceIcon from '@mui/icons-material/Place';
import { pickText, type CommunitySponsor, type LanguageCode } from '@prepwell/contract';
import { logEvent } from '../../../lib/analytics';
import { useAppConfig } from '../../../lib/app-config';
import { errorCode } from '../../../lib/error-messages';

/** Spec §9: the message is clamped to two lines until expanded; resizes are checked after 50 ms. */
export const SPONSOR_MESSAGE_LINES = 2;
export const SPONSOR_RESIZE_DEBOUNCE_MS = 50;

interface CommunitySponsorsProps {
  hazardId: number;
  lang: LanguageCode;
  sponsors: CommunitySponsor[] | undefined;
  error: unknown;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * The Community Sponsors block (spec §2): a help text, each sponsor's panel, and the page about
 * community sponsors when one is configured. Sponsors of the reader's area come first (the API's
 * order) and say "Based on Your Location".
 */
export function CommunitySponsors({
  hazardId,
  lang,
  sponsors,
  error,
  expanded,
  onToggle,
}: CommunitySponsorsProps) {
  const { t } = useTranslation('hazards');
  const { links } = useAppConfig();
  const failed = error !== null && error !== undefined;
  return (
    <Accordion
      id="community-sponsors"
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: false }, heading: { component: 'h3' } }}
      sx={{ borderLeft: '4px solid', borderLeftColor: 'primary.light', '&:before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="community-sponsors-body">
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {t('sponsors.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="community-sponsors-body">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('sponsors.help')}
        </Typography>
        {failed ? (
          <Alert severity="error">
            {errorCode(error) === 'ISA_REQUEST_FAILED' ? t('sponsors.failed') : t('sponsors.unknown')}
          </Alert>
        ) : !sponsors ? (
          <Box aria-busy="true" aria-label={t('sponsors.loading')}>
            <Skeleton variant="rounded" height={96} />
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {sponsors.map((sponsor) => (
              <SponsorPanel key={sponsor.id} hazardId={hazardId} sponsor={sponsor} lang={lang} />
            ))}
          </Box>
        )}
        {links.communitySponsors && (
          <Link
            href={links.communitySponsors}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-block', mt: 2 }}
            onClick={() => logEvent('CLICK_COMMUNITY_SPONSORS_PAGE', { hazard_id: hazardId })}
          >
            {t('sponsors.page')}
          </Link>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/** Whether a clamped element hides text (checked again, debounced, when the window resizes). */
function useOverflows(element: React.RefObject<HTMLElement | null>, clamped: boolean) {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    if (!clamped) return;
    const check = () => {
      const el = element.current;
      if (el) setOverflows(el.scrollHeight > el.clientHeight + 1);
    };
    // In a transition: set straight from the commit, React would render the sponsors again
    // synchronously inside hydration's last task (ADR 033). The button comes a moment later.
    startTransition(check);
    // Debounced: one check once the resizing has paused (not @mui/material/utils' debounce, whose
    // barrel would split shared code out of the home route's chunks).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(check, SPONSOR_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [element, clamped]);
  return overflows;
}

function SponsorPanel({
  hazardId,
  sponsor,
  lang,
}: {
  hazardId: number;
  sponsor: CommunitySponsor;
  lang: LanguageCode;
}) {
  const { t } = useTranslation('hazards');
  const [open, setOpen] = useState(false);
  const message = useRef<HTMLParagraphElement | null>(null);
  const overflows = useOverflows(message, !open);
  // Each panel is keyed by its sponsor, so this is per sponsor shown.
  const hovered = useRef(false);
  const ids = { hazard_id: hazardId, sponsor_id: sponsor.id };
  const name = pickText(sponsor.name, lang);
  const messageId = `sponsor-${sponsor.id}-message`;
  return (
    <Box
      component="article"
      aria-labelledby={`sponsor-${sponsor.id}-name`}
      data-testid="sponsor"
      onMouseEnter={() => {
        if (hovered.current) return;
        hovered.current = true;
        logEvent('HOVER_SPONSOR', ids);
      }}
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
        <Link
          href={sponsor.link}
          target="_blank"
          rel="noopener"
          underline="hover"
          onClick={() => logEvent('CLICK_SPONSOR_LINK', ids)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, color: 'text.primary' }}
        >
          <Box
            component="img"
            src={sponsor.logo.src}
            alt={pickText(sponsor.logo.alt, lang)}
            height={40}
            sx={{ height: 40, width: 'auto', maxWidth: 120 }}
          />
          <Typography id={`sponsor-${sponsor.id}-name`} component="h4" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
        </Link>
        {sponsor.geo && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<PlaceIcon />}
            label={t('sponsors.basedOnLocation')}
          />
        )}
      </Box>
      <Typography
        ref={message}
        id={messageId}
        sx={
          open
            ? undefined
            : {
                display: '-webkit-box',
                WebkitLineClamp: SPONSOR_MESSAGE_LINES,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }
        }
      >
        {pickText(sponsor.message, lang)}
      </Typography>
      {(overflows || open) && (
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={messageId}
          onClick={() => setOpen((now) => !now)}
          sx={{ px: 0, minWidth: 0 }}
        >
          {open ? t('sponsors.showLess') : t('sponsors.readMore')}
        </Button>
      )}
      {sponsor.extra_links.length > 0 && (
        <Box component="ul" aria-label={t('sponsors.links', { name })} sx={{ pl: 2.5, my: 1 }}>
          {sponsor.extra_links.map((extra) => (
            <li key={extra.link}>
              <Link
                href={extra.link}
                target="_blank"
                rel="noopener"
                onClick={() => logEvent('CLICK_SPONSOR_EXTRA_LINK', ids)}
              >
                {pickText(extra.name, lang)}
              </Link>
            </li>
          ))}
        </Box>
      )}
      <Link
        href={sponsor.link}
        target="_blank"
        rel="noopener"
        sx={{ fontWeight: 600 }}
        // Every sponsor has this link: its name tells a screen reader whose it is.
        aria-describedby={`sponsor-${sponsor.id}-name`}
        onClick={() => logEvent('CLICK_SPONSOR_LEARN_MORE', ids)}
      >
        {t('sponsors.learnMore')}
      </Link>
    </Box>
  );
}
