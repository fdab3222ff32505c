import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import {
  STAGES,
  blocksForStage,
  effectiveToggles,
  pickText,
  selectableToggles,
  type HazardDetail,
  type LanguageCode,
  type Stage,
  type Toggle,
} from '@prepwell/contract';
import { LocalInformationSwitch } from './local-information-switch';
import { FeedbackButton } from '../../../components/feedback-button';
import { logEvent } from '../../../lib/analytics';
import { recordHazardView } from '../../../lib/hazard-views';
import { whenIdle } from '../../../lib/yield-to-main';
import { errorCode } from '../../../lib/error-messages';
import { localInformationFailed, useLocalInformation, type Point } from '../../../lib/location/location';
import { usePageTitle } from '../../../components/page-title';
import { NOT_FOUND, paths } from '../../../config/paths';
import { hazardQueryOptions, useHazard } from '../api/get-hazard';
import { useSponsors } from '../api/get-sponsors';
import { toggleChoice } from '../lib/filter-hazards';
import { openBlocksByDefault } from '../lib/open-blocks';
import { useContentLanguage } from '../lib/use-content-language';
import { BoosterChips } from './booster-chips';
import { CommunitySponsors } from './community-sponsors';
import { HazardHeader } from './hazard-header';
import { HazardPrepChecks } from './hazard-prep-checks';
import { ContentBlockItem } from './content-block';
import { StageTabs } from './stage-tabs';
import { CreatorBadge } from './creator-badge';
import { LocalInformation } from './local-information';
import { MachineTranslationNote } from './machine-translation-note';
import { OfflineNote } from './offline-note';

/** Spec §2, §9: 3 to 6 loading placeholders for blocks, by screen width. */
function usePlaceholderCount() {
  const sm = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const md = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const lg = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  return lg ? 6 : md ? 5 : sm ? 4 : 3;
}

/** `/hazards/{slug}`, `/hazards/{id}` and `/hazards/{id}/{blockId}`: one hazard, stage by stage. */
export function HazardPage() {
  const { hazardId = '', blockId } = useParams();
  const queryClient = useQueryClient();
  const load = useCallback(
    async (next: LanguageCode) => {
      const { hazard } = await queryClient.fetchQuery(hazardQueryOptions(hazardId, next));
      return {
        available: next === 'en' || hazard.translations.includes(next),
        name: pickText(hazard.name, 'en'),
      };
    },
    [queryClient, hazardId],
  );
  const { lang, translate } = useContentLanguage(load);
  const { point } = useLocalInformation();
  const hazard = useHazard(hazardId, lang, point);
  // Local information that cannot be fetched turns the switch off and says so; the guide stays
  // on screen meanwhile (the answer without local information), never the loading skeleton.
  const localFailed = hazard.isError && point !== null;
  const data =
    hazard.data ??
    (localFailed ? queryClient.getQueryData(hazardQueryOptions(hazardId, lang).queryKey) : undefined);
  useEffect(() => {
    if (localFailed) localInformationFailed();
  }, [localFailed]);
  const placeholders = usePlaceholderCount();
  const { t } = useTranslation('hazards');
  usePageTitle(data ? pickText(data.hazard.name, lang) : t('detail.loading'));

  // Spec §8: a hazard that cannot be loaded (unknown, or the call failed) goes back to the guide.
  if (hazard.isError && !localFailed)
    return (
      <Navigate
        to={paths.hazards.href()}
        replace
        state={errorCode(hazard.error) === 'NOT_FOUND' ? NOT_FOUND : undefined}
      />
    );
  if (!data) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }} aria-busy="true">
        <Typography variant="h1" id="page-heading" tabIndex={-1} sx={{ outline: 'none' }}>
          <Skeleton width="40%" />
          <Box component="span" sx={visuallyHidden}>
            {t('detail.loading')}
          </Box>
        </Typography>
        <Skeleton variant="rounded" height={48} sx={{ my: 2 }} />
        {Array.from({ length: placeholders }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} data-testid="block-placeholder" />
        ))}
      </Container>
    );
  }
  return (
    <HazardContent
      key={data.hazard.id}
      hazard={data.hazard}
      savedCopy={data.savedCopy}
      point={point}
      localLoaded={point !== null && !hazard.isPlaceholderData && !localFailed}
      lang={lang}
      onTranslate={(next) => void translate(next)}
      deepLinkBlockId={blockId && /^\d+$/.test(blockId) ? Number(blockId) : undefined}
    />
  );
}

interface HazardContentProps {
  hazard: HazardDetail;
  savedCopy: boolean;
  /** The reader's rounded point while local information is on. */
  point: Point | null;
  /** The hazard on screen was loaded for that point (not the guide shown while it loads). */
  localLoaded: boolean;
  lang: LanguageCode;
  onTranslate: (lang: LanguageCode) => void;
  deepLinkBlockId?: number;
}

function HazardContent({
  hazard,
  savedCopy,
  point,
  localLoaded,
  lang,
  onTranslate,
  deepLinkBlockId,
}: HazardContentProps) {
  const { t, i18n } = useTranslation('hazards');
  const name = pickText(hazard.name, lang);
  const deepLinked = hazard.content_blocks.find((b) => b.id === deepLinkBlockId);
  // `?stage=` (the tabs' own links, followed without JavaScript) wins over a deep link's stage.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedStage = STAGES.find((value) => value === searchParams.get('stage'));
  const [stage, setStage] = useState<Stage>(
    linkedStage ?? (deepLinked && deepLinked.type !== 'source' ? deepLinked.stage : hazard.default_stage),
  );
  /** Each tab is also a link to its stage, so every stage is reachable without JavaScript. */
  const stageHref = (value: Stage) => {
    const next = new URLSearchParams({ stage: value });
    const asked = searchParams.get('lang');
    if (asked) next.set('lang', asked);
    return `${paths.hazard.href(hazard.slug)}?${next.toString()}`;
  };
  const [toggles, setToggles] = useState<Toggle[]>([]);
  // The selected block, remembered per stage; undefined means "the first one".
  // The blocks the reader opened or closed, per stage; undefined: the stage's default
  // (`openBlocksByDefault`: React opens every critical block). A deep link opens its block.
  const [opened, setOpened] = useState<Partial<Record<Stage, number[]>>>(() =>
    deepLinked
      ? { [deepLinked.type === 'source' ? hazard.default_stage : deepLinked.stage]: [deepLinked.id] }
      : {},
  );
  const selectable = useMemo(() => selectableToggles(hazard.toggle_availability, stage), [hazard, stage]);
  // "Local" is added, selected, when the reader has local information here (spec §4).
  const hasLocal = hazard.local_content_stages.length > 0;
  const [localBoost, setLocalBoost] = useState(true);
  const liftLocal = hasLocal && localBoost;
  const blocks = useMemo(
    () =>
      blocksForStage(
        hazard.content_blocks.filter((b) => !b.local),
        stage,
        effectiveToggles(toggles, hazard.toggle_availability, stage),
        liftLocal ? (block) => block.local_content.length > 0 : undefined,
      ),
    [hazard, stage, toggles, liftLocal],
  );
  const sponsors = useSponsors(hazard.id, lang, point, hazard.has_sponsors);
  const sponsorsSettled = sponsors.data !== undefined || sponsors.isError;
  // Opened on each stage once the sponsors first load; then as the reader leaves it, per stage.
  const [sponsorsOpen, setSponsorsOpen] = useState<Partial<Record<Stage, boolean>>>({});
  // In React they start closed: every instruction comes first (issue 22, ADR 025).
  const sponsorsExpanded = sponsorsOpen[stage] ?? (stage !== 'During' && sponsorsSettled);
  const openIds = opened[stage] ?? openBlocksByDefault(blocks, stage);
  /** A tab chosen is kept in the address (`?stage=`), so a reload or a shared link opens it. */
  const chooseStage = (next: Stage) => {
    setStage(next);
    setSearchParams(
      (now) => {
        const params = new URLSearchParams(now);
        params.set('stage', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    logEvent('SELECT_HAZARD_STAGE', { hazard_id: hazard.id, stage: next });
  };

  // Viewing a hazard is logged (trending, spec §3), once per visit, with a deep link's block.
  // Sent when the browser is idle: nobody waits on it, and it came in hydration's last task.
  useEffect(() => {
    whenIdle(() => void recordHazardView(hazard.id, deepLinkBlockId));
    logEvent('VIEW_HAZARD', { hazard_id: hazard.id, language: lang });
    // Once per hazard shown: a language or local-information change is the same visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hazard.id]);

  // A deep link scrolls its block into view once, after the first paint.
  const deepLinkRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    deepLinkRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  const renderBlock = (block: (typeof blocks)[number]) => (
    <ContentBlockItem
      key={block.id}
      hazardId={hazard.id}
      ref={block.id === deepLinkBlockId ? deepLinkRef : undefined}
      block={block}
      lang={lang}
      expanded={openIds.includes(block.id)}
      onToggle={() => {
        const opening = !openIds.includes(block.id);
        setOpened((now) => ({
          ...now,
          [stage]: opening ? [...openIds, block.id] : openIds.filter((id) => id !== block.id),
        }));
        if (opening) {
          void recordHazardView(hazard.id, block.id);
          logEvent('VIEW_CONTENT_BLOCK', { hazard_id: hazard.id, content_block_id: block.id });
        }
      }}
    />
  );

  const textLang = hazard.translations.includes(lang) ? lang : 'en';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      {savedCopy && <OfflineNote />}
      <HazardHeader hazard={hazard} name={name} lang={lang} textLang={textLang} onTranslate={onTranslate} />
      <Typography
        sx={{
          mt: { xs: 1, sm: 1.5 },
          mb: 1,
          maxWidth: 880,
          // On a phone in React the description keeps two lines, so the first step is on screen
          // (ADR 025); the whole text stays for screen readers and on the other stages.
          ...(stage === 'During' && {
            display: { xs: '-webkit-box', sm: 'block' },
            WebkitLineClamp: { xs: 2, sm: 'none' },
            WebkitBoxOrient: 'vertical',
            overflow: { xs: 'hidden', sm: 'visible' },
          }),
        }}
        color="text.secondary"
        lang={textLang}
      >
        {pickText(hazard.description, lang)}
      </Typography>
      {/* In React on a phone the note moves below the guide, so the first step is on screen. */}
      <MachineTranslationNote
        lang={lang}
        machineTranslated={hazard.machine_translated.includes(lang)}
        sx={stage === 'During' ? { display: { xs: 'none', sm: 'block' } } : undefined}
      />

      {hazard.local && hazard.creator ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2 }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {t('detail.providedBy')}
          </Typography>
          <CreatorBadge creator={hazard.creator} lang={lang} logoHeight={32} />
        </Box>
      ) : (
        <Box sx={{ my: { xs: 0.5, sm: 1 } }}>
          <LocalInformationSwitch noLocalContent={localLoaded && !hasLocal} intro={stage !== 'During'} />
        </Box>
      )}

      <StageTabs
        stage={stage}
        onChoose={chooseStage}
        localStages={hazard.local_content_stages}
        hrefOf={stageHref}
      />

      <BoosterChips
        selectable={selectable}
        selected={toggles}
        onToggle={(toggle) => setToggles((now) => toggleChoice(now, toggle))}
        local={hasLocal ? { on: localBoost, onToggle: () => setLocalBoost((now) => !now) } : undefined}
      />

      <Box id="stage-panel" role="tabpanel" aria-labelledby={`stage-tab-${stage}`} lang={textLang}>
        {blocks.filter((b) => b.type !== 'source').length > 0 && (
          // The stage names the section its blocks (h3) belong to; the tabs show it to the eye.
          <Typography component="h2" sx={visuallyHidden} lang={i18n.language}>
            {t(`detail.stages.${stage}`)}
          </Typography>
        )}
        {blocks.filter((b) => b.type !== 'source').length === 0 ? (
          <Box sx={{ py: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('detail.blank')}
            </Typography>
            {hazard.local && hazard.creator && (
              <>
                <Typography sx={{ mb: 2 }}>
                  {t('detail.blankLocal', { creator: pickText(hazard.creator.name, lang) })}
                </Typography>
                <FeedbackButton kind="request-hazard">{t('detail.requestContent')}</FeedbackButton>
              </>
            )}
          </Box>
        ) : null}
        {hazard.stage_local_content[stage].length > 0 && (
          <LocalInformation
            hazardId={hazard.id}
            items={hazard.stage_local_content[stage]}
            lang={lang}
            sx={{ mb: 2 }}
          />
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {blocks.filter((block) => block.type !== 'source').map((block) => renderBlock(block))}
          {/* A hazard whose sponsors are all elsewhere shows no empty block. */}
          {hazard.has_sponsors && sponsors.data?.length !== 0 && (
            <CommunitySponsors
              hazardId={hazard.id}
              lang={lang}
              sponsors={sponsors.data}
              error={sponsors.error}
              expanded={sponsorsExpanded}
              onToggle={() => setSponsorsOpen((now) => ({ ...now, [stage]: !sponsorsExpanded }))}
            />
          )}
          {/* A Sources block is always last (spec §2), after the sponsors too. */}
          {blocks.filter((block) => block.type === 'source').map((block) => renderBlock(block))}
        </Box>
      </Box>
      {stage === 'During' && (
        <MachineTranslationNote
          lang={lang}
          machineTranslated={hazard.machine_translated.includes(lang)}
          sx={{ display: { xs: 'block', sm: 'none' }, mt: 2 }}
        />
      )}
      <HazardPrepChecks hazardId={hazard.id} slug={hazard.slug} lang={lang} />
    </Container>
  );
}
