import type { ComponentType } from 'react';
import type { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TOPICS, type Topic } from '@prepwell/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AirIcon from '@mui/icons-material/Air';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HomeIcon from '@mui/icons-material/Home';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import PsychologyIcon from '@mui/icons-material/Psychology';
import TerrainIcon from '@mui/icons-material/Terrain';
import ThunderstormIcon from '@mui/icons-material/Thunderstorm';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WaterIcon from '@mui/icons-material/Water';
import { paths, type HazardsNavigationState } from '../../config/paths';

/** Each topic's catalog key (`home.topics.items.*`) and icon. */
const TOPIC_PANELS: Record<Topic, { key: string; Icon: ComponentType<SvgIconProps> }> = {
  Transportation: { key: 'transportation', Icon: DirectionsCarIcon },
  Weather: { key: 'weather', Icon: ThunderstormIcon },
  Trending: { key: 'trending', Icon: TrendingUpIcon },
  'First Aid': { key: 'firstAid', Icon: MedicalServicesIcon },
  'Mental Health': { key: 'mentalHealth', Icon: PsychologyIcon },
  Land: { key: 'land', Icon: TerrainIcon },
  Water: { key: 'water', Icon: WaterIcon },
  'Air Quality': { key: 'airQuality', Icon: AirIcon },
  Home: { key: 'home', Icon: HomeIcon },
};

/**
 * Home's topic panels: one link per topic (spec §1), opening the Hazard Guide with the topic in
 * the navigation state. Loaded after first paint (`home-page.tsx`), so the nine icons stay off
 * the home route's first load. NOTE: Home hands in React Router's `Link`: importing it here made
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
          const { key, Icon } = TOPIC_PANELS[topic];
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
                <Icon color="primary" aria-hidden="true" />
                {t(`home.topics.items.${key}`)}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
