import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** The icons drawn in `/icons.svg` (`scripts/sprite-icons.mjs`). */
export type SpriteIconName =
  | 'hazardGuide'
  | 'prepChecks'
  | 'plan'
  | 'crisisHint'
  | 'safe'
  | 'help'
  | 'transportation'
  | 'weather'
  | 'trending'
  | 'firstAid'
  | 'mentalHealth'
  | 'land'
  | 'water'
  | 'airQuality'
  | 'home';

/**
 * An icon from the app's SVG sprite: an image the service worker precaches, not an icon component
 * in the page's script (Home's 170 KB budget, ADR 035). Decorative: hidden from assistive
 * technology; drawn in the current text colour, 1.5em square unless `size` says otherwise.
 */
export function SpriteIcon({
  name,
  size = '1.5em',
  sx,
}: {
  name: SpriteIconName;
  size?: string | number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="svg"
      aria-hidden="true"
      focusable="false"
      sx={[
        { width: size, height: size, flexShrink: 0, fill: 'currentColor' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <use href={`/icons.svg#${name}`} />
    </Box>
  );
}
