import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PERSON_FILTERS, type LanguageCode } from '@prepwell/contract';
import { usePageTitle } from '../../../components/page-title';
import { useAppConfig } from '../../../lib/app-config';
import { useErrorMessage, type ErrorSituation } from '../../../lib/error-messages';
import { useLocalInformation } from '../../../lib/location/location';
import { useFirstInteraction } from '../../../lib/use-first-interaction';
import { useCrisisOptions } from '../api/get-crisis-options';
import { useHazardNames } from '../api/get-hazard-names';
import { createOptionSearch, filterOptions, hazardChoices, sortOptions } from '../lib/crisis-options';
import { CrisisOptionCard } from './crisis-option-card';
import { TellContactsPanel } from '../../../components/tell-contacts-panel';
import { AppDownloadNotice, Call911Notice } from './emergency-notices';
import { OptionFilters, type OptionFilterValue } from './option-filters';
import { StillNeedHelp } from './still-need-help';

/** Spec §9: four placeholders while the options load. */
const PLACEHOLDERS = 4;

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
  gap: 2,
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/**
 * `/emergency-help` (spec §2): the 911 notice, the app-download box, and the crisis support
 * options with search and filters. The reader's local options come only with a point that
 * local information already has (this page never asks for the location itself).
 */
/** The spec's message for a list that cannot load; the table's for a code the reader can act on. */
const LOAD_ERRORS: ErrorSituation = { otherwise: 'pages:emergencyHelp.failed' };

export function EmergencyHelpPage() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const errorMessage = useErrorMessage();
  usePageTitle(t('common:titles.emergencyHelp'));
  const lang = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const { links } = useAppConfig();
  const { point } = useLocalInformation({ ask: false });
  const options = useCrisisOptions(lang, point);
  // The hazards' names are for the dropdown: asked once the reader starts using the page.
  const names = useHazardNames(lang, point, useFirstInteraction());
  const [query, setQuery] = useState('');
  const searchFor = useDeferredValue(query.trim());
  const [filters, setFilters] = useState<OptionFilterValue>({ hazard: null, who: [] });

  const sorted = useMemo(() => sortOptions(options.data?.alternatives ?? [], lang), [options.data, lang]);
  // The search index is built when the reader first searches, not while the page starts.
  const searching = searchFor.length > 0;
  const intents = options.data?.intents;
  const search = useMemo(
    () => (searching ? createOptionSearch(sorted, lang, intents) : null),
    [searching, sorted, lang, intents],
  );
  const narrowed = searching || filters.hazard !== null || filters.who.length > 0;
  const listHeading = useRef<HTMLElement>(null);
  /** "Show all support lines": the search and filters cleared, the reader taken to the list. */
  const showAll = () => {
    setQuery('');
    setFilters({ hazard: null, who: [] });
    listHeading.current?.focus();
  };
  const shown = useMemo(
    () => filterOptions(search ? search(searchFor) : sorted, filters),
    [search, searchFor, sorted, filters],
  );
  const hazards = useMemo(
    () =>
      hazardChoices(sorted).flatMap((id) => {
        const name = names.data?.[id];
        return name ? [{ id, name }] : [];
      }),
    [sorted, names.data],
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" id="page-heading" tabIndex={-1} sx={{ outline: 'none', mb: 2 }}>
        {t('common:titles.emergencyHelp')}
      </Typography>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2, mb: 4 }}>
        <Call911Notice />
        {(links.appStore || links.playStore) && <AppDownloadNotice links={links} />}
      </Box>
      <TellContactsPanel />

      <Box component="section" aria-labelledby="crisis-options-title">
        <Typography
          id="crisis-options-title"
          ref={listHeading}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.5rem', mb: 1, outline: 'none' }}
        >
          {t('emergencyHelp.optionsTitle')}
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: 880 }}>{t('emergencyHelp.optionsIntro')}</Typography>
        {options.data?.savedCopy && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('emergencyHelp.savedCopy', {
              date: new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(
                new Date(options.data.date_modified),
              ),
            })}
          </Alert>
        )}
        <Box
          component="form"
          role="search"
          onSubmit={(event) => event.preventDefault()}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 3 }}
        >
          <TextField
            type="search"
            label={t('emergencyHelp.searchLabel')}
            placeholder={t('emergencyHelp.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            sx={{ maxWidth: 640 }}
          />
          <OptionFilters value={filters} onChange={setFilters} hazards={hazards} people={PERSON_FILTERS} />
        </Box>

        {searchFor && (
          <Typography component="h3" variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
            {t('emergencyHelp.resultsFor', { query: searchFor })}
          </Typography>
        )}
        {options.isError && !options.data ? (
          <>
            <Alert severity="error">{errorMessage(options.error, LOAD_ERRORS)}</Alert>
            <StillNeedHelp />
          </>
        ) : !options.data ? (
          <Box component="ul" sx={GRID} aria-busy="true" aria-label={t('emergencyHelp.loading')}>
            {Array.from({ length: PLACEHOLDERS }, (_, k) => (
              <li key={k}>
                <Skeleton variant="rounded" height={220} data-testid="option-placeholder" />
              </li>
            ))}
          </Box>
        ) : (
          <>
            {shown.length === 0 ? (
              <Typography role="status">{t('emergencyHelp.noResults')}</Typography>
            ) : (
              <Box component="ul" sx={GRID} aria-labelledby="crisis-options-title">
                {shown.map((option) => (
                  <li key={option.id}>
                    <CrisisOptionCard option={option} lang={lang} />
                  </li>
                ))}
              </Box>
            )}
            {narrowed && <StillNeedHelp onShowAll={showAll} />}
          </>
        )}
      </Box>
    </Container>
  );
}
