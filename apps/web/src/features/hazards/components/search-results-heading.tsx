import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';

/** The guide's heading for a search, with "Did you mean …?" when the server suggests a spelling. */
export function SearchResultsHeading({
  query,
  suggestedQuery,
}: {
  query: string;
  suggestedQuery: string | null;
}) {
  const { t } = useTranslation('hazards');
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('guide.searchResults', { query })}
      </Typography>
      {suggestedQuery && (
        <Typography sx={{ mt: 1 }}>
          {t('guide.didYouMean')}{' '}
          <Link
            component={RouterLink}
            to={paths.hazards.href(suggestedQuery)}
            replace
            sx={{ fontWeight: 700 }}
          >
            {suggestedQuery}
          </Link>
          ?
        </Typography>
      )}
    </Box>
  );
}
