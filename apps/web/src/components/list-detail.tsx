import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

export interface ListDetailItem {
  id: string;
  title: string;
  detail: ReactNode;
}

interface ListDetailProps {
  items: ListDetailItem[];
  label: string;
  /** Heading level of the item titles inside the detail panel. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A list whose selected item's detail shows beside it on wide screens (first item open) and
 * expands under the item on small screens (all closed). Each item is a button with
 * aria-expanded, so keyboard and screen-reader users get the same behaviour.
 */
export function ListDetail({ items, label, headingLevel = 'h3' }: ListDetailProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const baseId = useId();
  const [narrowOpen, setNarrowOpen] = useState<string | null>(null);
  const [wideSelected, setWideSelected] = useState<string>(items[0]?.id ?? '');
  const selected = wide ? wideSelected : narrowOpen;
  const selectedItem = items.find((item) => item.id === wideSelected);
  const panelId = `${baseId}-panel`;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 2fr) 3fr' }, gap: 2 }}>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => {
          const isOpen = selected === item.id;
          const itemPanelId = wide ? panelId : `${baseId}-${item.id}`;
          return (
            <Box component="li" key={item.id} sx={{ mb: 1 }}>
              <ButtonBase
                aria-expanded={isOpen}
                aria-controls={isOpen || !wide ? itemPanelId : undefined}
                onClick={() => (wide ? setWideSelected(item.id) : setNarrowOpen(isOpen ? null : item.id))}
                sx={{
                  width: '100%',
                  justifyContent: 'space-between',
                  textAlign: 'left',
                  p: 1.5,
                  borderRadius: 2,
                  border: '1px solid',
                  borderColor: isOpen ? 'primary.main' : 'divider',
                  bgcolor: isOpen ? 'rgba(13, 79, 139, 0.08)' : 'background.paper',
                  fontFamily: 'inherit',
                  fontSize: '1rem',
                  fontWeight: isOpen ? 700 : 500,
                  color: 'text.primary',
                  gap: 1,
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              >
                <span>{item.title}</span>
                {wide ? (
                  <ChevronRightIcon aria-hidden="true" />
                ) : (
                  <ExpandMoreIcon aria-hidden="true" sx={{ transform: isOpen ? 'rotate(180deg)' : 'none' }} />
                )}
              </ButtonBase>
              {!wide && isOpen && (
                <Box id={itemPanelId} sx={{ p: 2, pt: 1.5 }}>
                  {item.detail}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {wide && selectedItem && (
        <Paper id={panelId} variant="outlined" sx={{ p: 3, alignSelf: 'start' }} aria-live="polite">
          <Typography variant="h3" component={headingLevel} sx={{ mb: 1.5 }}>
            {selectedItem.title}
          </Typography>
          {selectedItem.detail}
        </Paper>
      )}
    </Box>
  );
}
