import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { GUIDE_CATEGORIES, TOPICS, type HazardSummary, type LanguageCode } from '@prepwell/contract';
import { FeedbackButton } from '../../../components/feedback-button';
import { TITLE_BESIDE_CONTROLS } from '../../../components/page';
import { usePageTitle } from '../../../components/page-title';
import { paths, type HazardsNavigationState } from '../../../config/paths';
import { hazardsQueryOptions, useHazards } from '../api/get-hazards';
import { useSearchHazards } from '../api/search-hazards';
import { filterHazards, NO_CHOICES, type GuideChoices } from '../lib/filter-hazards';
import { searchLocally } from '../lib/local-search';
import { useContentLanguage } from '../lib/use-content-language';
import { GuideChoicesPanel } from './guide-choices';
import { HazardCardList, HazardCardPlaceholders } from './hazard-card';
import { MachineTranslationNote } from './machine-translation-note';
import { OfflineNote } from './offline-note';
import { SearchResultsHeading } from './search-results-heading';
import { TranslateMenu } from './translate-menu';
import { LocalInformationSwitch } from './local-information-switch';
import { useLocalInformation, type Point } from '../../../lib/location/location';

/** The choices a link opened the guide on: its navigation state, or `?category=` / `?topic=`. */
function initialChoices(state: unknown, params: URLSearchParams): GuideChoices {
  const fromState = (state ?? {}) as HazardsNavigationState;
  const category = fromState.category ?? GUIDE_CATEGORIES.find((c) => c === params.get('category'));
  const topic = fromState.topic ?? TOPICS.find((t) => t === params.get('topic'));
  return {
    categories: category ? [category] : [],
    topics: topic ? [topic] : [],
    filters: [],
  };
}

/**
 * The search answer for `query`: the API's ranking and did-you-mean, or (when the call failed)
 * the browser's own fuzzy search over the loaded list. `null` while there is nothing to show yet.
 */
function useSearchResults(
  query: string,
  hazards: HazardSummary[] | undefined,
  lang: LanguageCode,
  point: Point | null,
) {
  const search = useSearchHazards(query, point);
  return useMemo(() => {
    if (!query || !hazards) return null;
    if (search.isError) return searchLocally(hazards, query, lang);
    if (!search.data) return null;
    const ids = search.data.hazards ?? hazards.map((h) => h.id);
    return { hazards: ids, suggestedQuery: search.data.suggestedQuery };
  }, [query, hazards, lang, search.isError, search.data]);
}

/** `/hazards`: the guide's list, its choices, and search results from `?query=`. */
export function HazardListPage() {
  const { t } = useTranslation('hazards');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('query') ?? '').trim();
  const [choices, setChoices] = useState<GuideChoices>(() => initialChoices(location.state, searchParams));
  const queryClient = useQueryClient();
  const load = useCallback(
    async (next: LanguageCode) => {
      await queryClient.fetchQuery(hazardsQueryOptions(next));
      return { available: true };
    },
    [queryClient],
  );
  const { lang, translate } = useContentLanguage(load);
  const { point } = useLocalInformation();
  const list = useHazards(lang, point);
  const hazards = list.data?.hazards;
  const results = useSearchResults(query, hazards, lang, point);
  usePageTitle(t('guide.title'));

  const shown = useMemo(() => {
    if (!hazards) return [];
    const byId = new Map(hazards.map((hazard) => [hazard.id, hazard]));
    const ordered = results
      ? results.hazards.flatMap((id) => {
          const hazard = byId.get(id);
          return hazard ? [hazard] : [];
        })
      : hazards;
    return filterHazards(ordered, choices);
  }, [hazards, results, choices]);

  const searching = Boolean(query);
  const waiting = list.isPending || (searching && !results);
  const noSearchResults = searching && results !== null && results.hazards.length === 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h1" id="page-heading" tabIndex={-1} sx={TITLE_BESIDE_CONTROLS}>
          {t('guide.title')}
        </Typography>
        <LocalInformationSwitch />
        <TranslateMenu lang={lang} onChoose={(next) => void translate(next)} />
      </Box>
      <Typography sx={{ mb: 2 }}>{t('guide.intro')}</Typography>
      {list.data?.savedCopy && <OfflineNote />}
      <MachineTranslationNote
        lang={lang}
        machineTranslated={lang !== 'en' && hazards?.some((h) => h.machine_translated.includes(lang))}
      />

      <GuideChoicesPanel choices={choices} onChange={setChoices} />

      {searching && <SearchResultsHeading query={query} suggestedQuery={results?.suggestedQuery ?? null} />}

      <GuideResults
        state={list.isError ? 'failed' : waiting ? 'waiting' : noSearchResults ? 'no-results' : 'shown'}
        shown={shown}
        lang={lang}
        onRetry={() => void list.refetch()}
        onReset={() => setChoices(NO_CHOICES)}
      />
      {searching && !noSearchResults && !waiting && (
        <Box sx={{ mt: 3 }}>
          <Link component={RouterLink} to={paths.hazards.href()}>
            {t('guide.clearSearch')}
          </Link>
        </Box>
      )}
    </Container>
  );
}

interface GuideResultsProps {
  /** The list failed to load; it (or the search) is on its way; the search found nothing; or the list. */
  state: 'failed' | 'waiting' | 'no-results' | 'shown';
  shown: HazardSummary[];
  lang: LanguageCode;
  onRetry: () => void;
  onReset: () => void;
}

/** What the guide shows under its choices: the cards, or why there are none. */
function GuideResults({ state, shown, lang, onRetry, onReset }: GuideResultsProps) {
  const { t } = useTranslation('hazards');
  if (state === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('guide.retry')}
          </Button>
        }
      >
        {t('guide.loadFailed')}
      </Alert>
    );
  if (state === 'waiting') return <HazardCardPlaceholders count={6} label={t('guide.listLabel')} />;
  if (state === 'no-results')
    return (
      <Box sx={{ py: 3, maxWidth: 640 }}>
        <Typography sx={{ mb: 2, fontSize: '1.1rem' }}>{t('guide.noResults')}</Typography>
        <FeedbackButton kind="request-hazard">{t('guide.requestHazard')}</FeedbackButton>
      </Box>
    );
  if (shown.length === 0)
    return (
      <Box sx={{ py: 3 }}>
        <Typography sx={{ mb: 2 }}>{t('guide.noFilterResults')}</Typography>
        <Button variant="outlined" onClick={onReset}>
          {t('guide.filters.reset')}
        </Button>
      </Box>
    );
  return (
    <>
      <Typography role="status" sx={{ mb: 1 }} color="text.secondary">
        {t('guide.count', { count: shown.length })}
      </Typography>
      <HazardCardList hazards={shown} lang={lang} label={t('guide.listLabel')} />
    </>
  );
}
