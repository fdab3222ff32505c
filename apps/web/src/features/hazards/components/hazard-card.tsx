import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { pickText, type HazardSummary, type LanguageCode } from '@prepwell/contract';
import { BookmarkButton } from './bookmark-button';
import { paths } from '../../../config/paths';
import { bookmarkedHazardOf } from '../../../lib/bookmarks/anonymous-bookmarks';
import { BookmarksScope } from '../../../lib/bookmarks/bookmarks-scope';
import type { Bookmarks } from '../../../lib/bookmarks/use-bookmarks';
import { keepForOffline } from '../api/get-hazard';
import { HazardIcon } from './hazard-icon';
import { ShareMenu } from './share-menu';

const CARD_SX = { display: 'flex', flexDirection: 'column', height: '100%' } as const;

/**
 * A hazard in the guide's list: icon, name, description, the local marker and audience chips,
 * and its actions (share, bookmark).
 */
export function HazardCard({ hazard, lang }: { hazard: HazardSummary; lang: LanguageCode }) {
  const { t } = useTranslation('hazards');
  const queryClient = useQueryClient();
  const name = pickText(hazard.name, lang);
  const textLang = hazard.translations.includes(lang) ? lang : 'en';
  return (
    <Card component="li" variant="outlined" sx={CARD_SX}>
      <CardActionArea
        component={RouterLink}
        to={paths.hazard.href(hazard.slug)}
        sx={{
          flex: 1,
          p: 2,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        <HazardIcon src={hazard.icon.src} size={40} lazy />
        <Box sx={{ minWidth: 0 }} lang={textLang}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
            {name}
          </Typography>
          <Typography
            color="text.secondary"
            sx={{
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {pickText(hazard.description, lang)}
          </Typography>
        </Box>
      </CardActionArea>
      {/* The tags wrap in their own column; the actions keep their place at the end of the row. */}
      <CardActions sx={{ px: 2, pt: 0, pb: 1, gap: 0.5, alignItems: 'flex-end' }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5, pb: 1 }}>
          {hazard.local && (
            <Chip
              size="small"
              color="success"
              icon={<PlaceIcon />}
              label={t('card.local')}
              aria-label={t('card.localLabel')}
            />
          )}
          {hazard.filters.length > 0 && (
            <Box
              component="ul"
              aria-label={t('card.filtersLabel')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
            >
              {hazard.filters.map((filter) => (
                <li key={filter}>
                  <Chip size="small" variant="outlined" label={t(`common:persons.${filter}`)} />
                </li>
              ))}
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <BookmarkButton
            hazard={bookmarkedHazardOf(hazard)}
            name={name}
            onAdded={() => void keepForOffline(queryClient, hazard.slug, lang)}
          />
          <ShareMenu hazard={hazard} name={name} lang={lang} />
        </Box>
      </CardActions>
    </Card>
  );
}

/** The guide's card grid: one column on a phone, two from `sm`, three from `lg`. */
const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
  gap: 2,
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** A list of hazard cards (the guide, Bookmarks), whose buttons share one reading of the bookmarks. */
export function HazardCardList({
  hazards,
  lang,
  label,
  bookmarks,
}: {
  hazards: HazardSummary[];
  lang: LanguageCode;
  label: string;
  /** The page's own reading of the bookmarks, when it has one. */
  bookmarks?: Bookmarks;
}) {
  return (
    <BookmarksScope value={bookmarks}>
      <Box component="ul" sx={GRID} aria-label={label}>
        {hazards.map((hazard) => (
          <HazardCard key={hazard.id} hazard={hazard} lang={lang} />
        ))}
      </Box>
    </BookmarksScope>
  );
}

/** The card grid while its cards load: `count` card-sized placeholders, marked busy. */
export function HazardCardPlaceholders({ count, label }: { count: number; label: string }) {
  return (
    <Box component="ul" sx={GRID} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton variant="rounded" height={150} />
        </li>
      ))}
    </Box>
  );
}
