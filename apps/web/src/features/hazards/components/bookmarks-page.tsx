import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { LanguageCode } from '@prepwell/contract';
import { TITLE_BESIDE_CONTROLS } from '../../../components/page';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { bookmarkedHazardsQueryOptions } from '../../../lib/bookmarks/bookmarks-api';
import { useBookmarks } from '../../../lib/bookmarks/use-bookmarks';
import { useContentLanguage } from '../lib/use-content-language';
import { HazardCardList, HazardCardPlaceholders } from './hazard-card';
import { TranslateMenu } from './translate-menu';

/**
 * `/bookmarks`: the reader's bookmarked hazards as the guide's cards, local first, then by slug,
 * with translate. The guide's list call marks them (`?bookmarks=` from session storage when
 * anonymous, the account when signed in), so the cards have everything the guide's have.
 */
export function BookmarksPage() {
  const { t } = useTranslation(['common', 'hazards']);
  usePageTitle(t('common:titles.bookmarks'));
  const bookmarks = useBookmarks();
  // The stored ids as one stable array (a new one only when they change).
  const idsKey = bookmarks.signedIn ? '' : bookmarks.anonymousIds.join(',');
  const ids = useMemo(() => (idsKey ? idsKey.split(',').map(Number) : []), [idsKey]);
  const queryClient = useQueryClient();
  const load = useCallback(
    async (next: LanguageCode) => {
      await queryClient.fetchQuery(bookmarkedHazardsQueryOptions(next, ids));
      return { available: true };
    },
    [queryClient, ids],
  );
  const { lang, translate } = useContentLanguage(load);
  const nothingStored = !bookmarks.signedIn && ids.length === 0;
  const list = useQuery({
    ...bookmarkedHazardsQueryOptions(lang, ids),
    enabled: bookmarks.ready && !nothingStored,
    // A card removed here leaves at once; the others stay while the list refreshes.
    placeholderData: keepPreviousData,
  });
  const shown = useMemo(
    () =>
      (list.data?.hazards ?? [])
        .filter((hazard) => hazard.bookmarked && (bookmarks.signedIn || ids.includes(hazard.id)))
        .sort((a, b) => Number(b.local) - Number(a.local) || a.slug.localeCompare(b.slug)),
    [list.data, bookmarks.signedIn, ids],
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1" id="page-heading" tabIndex={-1} sx={TITLE_BESIDE_CONTROLS}>
          {t('common:titles.bookmarks')}
        </Typography>
        {/* Only a list has something to translate. */}
        {shown.length > 0 && <TranslateMenu lang={lang} onChoose={(next) => void translate(next)} />}
      </Box>
      {list.isError || bookmarks.failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('hazards:bookmarks.retry')}
            </Button>
          }
        >
          {t('hazards:bookmarks.loadFailed')}
        </Alert>
      ) : !bookmarks.ready || (!nothingStored && list.isPending) ? (
        <HazardCardPlaceholders count={3} label={t('hazards:bookmarks.listLabel')} />
      ) : shown.length === 0 ? (
        <Box sx={{ py: 2, maxWidth: 640 }}>
          <Typography sx={{ fontSize: '1.1rem', mb: 2 }}>{t('hazards:bookmarks.empty')}</Typography>
          <Button component={RouterLink} to={paths.hazards.href()} variant="contained">
            {t('hazards:bookmarks.browseGuide')}
          </Button>
        </Box>
      ) : (
        <HazardCardList
          hazards={shown}
          lang={lang}
          label={t('hazards:bookmarks.listLabel')}
          bookmarks={bookmarks}
        />
      )}
    </Container>
  );
}
