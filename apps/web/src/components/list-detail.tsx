import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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
 * opens under the item on small screens (all closed). Both layouts are in the page and CSS shows
 * the one that fits, so the server's HTML is right at any width. The small-screen one is native
 * `<details>`: it opens by keyboard and with a screen reader, and works before (or without)
 * JavaScript, which is why index.html's `<noscript>` style shows it at every width.
 */
export function ListDetail({ items, label, headingLevel = 'h3' }: ListDetailProps) {
  const baseId = useId();
  const [selected, setSelected] = useState<string>(items[0]?.id ?? '');
  const selectedItem = items.find((item) => item.id === selected);
  const panelId = `${baseId}-panel`;
  const itemLook = {
    width: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    textAlign: 'left',
    p: 1.5,
    borderRadius: 2,
    border: '1px solid',
    borderColor: 'divider',
    bgcolor: 'background.paper',
    fontFamily: 'inherit',
    fontSize: '1rem',
    fontWeight: 500,
    color: 'text.primary',
    gap: 1,
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
  } as const;

  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        className="list-detail-narrow"
        sx={{ listStyle: 'none', m: 0, p: 0, display: { md: 'none' } }}
      >
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ mb: 1 }}>
            <Box
              component="details"
              sx={{ '&[open] > summary': { borderColor: 'primary.main', fontWeight: 700 } }}
            >
              <Box
                component="summary"
                sx={{
                  ...itemLook,
                  cursor: 'pointer',
                  listStyle: 'none',
                  '&::-webkit-details-marker': { display: 'none' },
                  'details[open] > & svg': { transform: 'rotate(180deg)' },
                }}
              >
                <span>{item.title}</span>
                <ExpandMoreIcon aria-hidden="true" />
              </Box>
              <Box sx={{ p: 2, pt: 1.5 }}>{item.detail}</Box>
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        className="list-detail-wide"
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: 'minmax(240px, 2fr) 3fr',
          gap: 2,
        }}
      >
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => {
            const isOpen = selected === item.id;
            return (
              <Box component="li" key={item.id} sx={{ mb: 1 }}>
                <ButtonBase
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? panelId : undefined}
                  onClick={() => setSelected(item.id)}
                  sx={{
                    ...itemLook,
                    borderColor: isOpen ? 'primary.main' : 'divider',
                    bgcolor: isOpen ? 'rgba(13, 79, 139, 0.08)' : 'background.paper',
                    fontWeight: isOpen ? 700 : 500,
                  }}
                >
                  <span>{item.title}</span>
                  <ChevronRightIcon aria-hidden="true" className="mirror-in-rtl" />
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
        {selectedItem && (
          <Paper id={panelId} variant="outlined" sx={{ p: 3, alignSelf: 'start' }} aria-live="polite">
            <Typography variant="h3" component={headingLevel} sx={{ mb: 1.5 }}>
              {selectedItem.title}
            </Typography>
            {selectedItem.detail}
          </Paper>
        )}
      </Box>
    </>
  );
}
