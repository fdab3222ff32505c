import type { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TOPICS, type Topic } from '@prepwell/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SpriteIcon, type SpriteIconName } from '../../components/sprite-icon';
import { paths, type HazardsNavigationState } from '../../config/paths';

/**
 * Each topic's catalog key (`home.topics.items.*`), which is also its icon's name in
 * `/icons.svg`: the nine icons are in the app's SVG sprite (`components/sprite-icon.tsx`), an image
 * the service worker keeps, not nine icon components in Home's script.
 */
export const TOPIC_KEYS: Record<Topic, SpriteIconName> = {
  Transportation: 'transportation',
  Weather: 'weather',
  Trending: 'trending',
  'First Aid': 'firstAid',
  'Mental Health': 'mentalHealth',
  Land: 'land',
  Water: 'water',
  'Air Quality': 'airQuality',
  Home: 'home',
};

/**
 * Home's topic panels: one link per topic (spec §1), opening the Hazard Guide with the topic in
 * the navigation state. Loaded after first paint (`home-page.tsx`); the icons are an image
 * (`/icons.svg`), not script. NOTE: Home hands in React Router's `Link`: importing it here made
 * the bundler split react-router into a chunk of its own, 0.3 KB more on the home route.
 */
export function TopicPanels({ linkComponent }: { linkComponent: typeof RouterLink }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="topics-heading" sx={{ mb: 4 }}>
      <Typography variant="h2" id="topics-heading" sx={{ mb: 2 }}>
        {t('home.topics.heading')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1.5,
        }}
      >
        {TOPICS.map((topic) => {
          const key = TOPIC_KEYS[topic];
          return (
            <li key={topic}>
              <Box
                component={linkComponent}
                to={paths.hazards.on({ topic })}
                state={{ topic } satisfies HazardsNavigationState}
                sx={{
                  display: 'flex',
                  // Two columns on phones leave no room beside the icon for "Transportation".
                  flexDirection: { xs: 'column', sm: 'row' },
                  alignItems: { xs: 'flex-start', sm: 'center' },
                  gap: { xs: 0.75, sm: 1.5 },
                  height: '100%',
                  minHeight: 56,
                  px: { xs: 1.5, sm: 2 },
                  py: 1.5,
                  borderRadius: 2,
                  border: '1px solid',
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                  textDecoration: 'none',
                  fontWeight: 600,
                  overflowWrap: 'break-word',
                  '&:hover': { borderColor: 'primary.main', bgcolor: 'rgba(13, 79, 139, 0.06)' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <SpriteIcon name={key} size={24} sx={{ color: 'primary.main' }} />
                {t(`home.topics.items.${key}`)}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
