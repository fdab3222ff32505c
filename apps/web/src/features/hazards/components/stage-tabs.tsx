import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { STAGES, type Stage } from '@prepwell/contract';

interface StageTabsProps {
  stage: Stage;
  onChoose: (stage: Stage) => void;
  /** The stages with local information (each marked with a dot). */
  localStages: readonly Stage[];
  /** Each stage's own address, so every stage is reachable without JavaScript. */
  hrefOf: (stage: Stage) => string;
}

/** Prepare, React and Recover: tabs that are also links to their stage. */
export function StageTabs({ stage, onChoose, localStages, hrefOf }: StageTabsProps) {
  const { t } = useTranslation('hazards');
  return (
    <Tabs
      value={stage}
      onChange={(_, next: Stage) => onChoose(next)}
      aria-label={t('detail.stagesLabel')}
      variant="fullWidth"
      sx={{ mt: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
    >
      {STAGES.map((value) => (
        <Tab
          key={value}
          value={value}
          label={
            localStages.includes(value) ? (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {t(`detail.stages.${value}`)}
                <Box
                  component="span"
                  role="img"
                  aria-label={t('local.stageHasLocal')}
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }}
                />
              </Box>
            ) : (
              t(`detail.stages.${value}`)
            )
          }
          id={`stage-tab-${value}`}
          // Long stage names ("Восстановление") fit a third of a 320 px phone without being cut.
          sx={{
            minWidth: 0,
            px: { xs: 0.5, sm: 2 },
            fontSize: { xs: '0.8125rem', sm: '0.875rem' },
            overflowWrap: 'anywhere',
          }}
          aria-controls="stage-panel"
          component="a"
          href={hrefOf(value)}
          onClick={(event: MouseEvent) => {
            // With JavaScript the tab switches in place; a new-tab click still follows the link.
            if (!event.metaKey && !event.ctrlKey && !event.shiftKey) event.preventDefault();
          }}
        />
      ))}
    </Tabs>
  );
}
