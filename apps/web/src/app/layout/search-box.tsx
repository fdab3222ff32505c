import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';
import { paths } from '../../config/paths';
import { useHazardSearch } from './use-hazard-search';

/**
 * The header's hazard search, a WAI-ARIA combobox with list autocomplete: typing suggests up to
 * six hazards, ArrowDown and ArrowUp move through them, Enter opens the highlighted one (or,
 * with none highlighted, submits /hazards?query=…), Escape closes the list, Tab leaves. The
 * input is a plain one on first paint; the matching code loads on first focus or keystroke, and
 * if it cannot load the box simply keeps submitting.
 */
export function SearchBox({ id = 'header-search' }: { id?: string }) {
  const { t } = useTranslation();
  const listId = `${id}-suggestions`;
  const search = useHazardSearch();

  return (
    <Box
      component="form"
      role="search"
      action={paths.hazards.href()}
      onSubmit={search.submit}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.paper',
        borderRadius: 99,
        pl: 2,
        pr: 0.5,
        width: '100%',
        maxWidth: 420,
        border: '1px solid',
        borderColor: 'divider',
        '&:focus-within': { outline: '3px solid #ffbf47', outlineOffset: 1 },
      }}
    >
      {/* A plain input keeps MUI's InputBase out of every page's first load. */}
      <Box
        component="input"
        id={id}
        name="query"
        type="search"
        role="combobox"
        aria-label={t('header.searchLabel')}
        aria-autocomplete="list"
        aria-expanded={search.expanded}
        aria-controls={search.expanded ? listId : undefined}
        aria-activedescendant={
          search.expanded && search.active >= 0 ? `${listId}-${search.active}` : undefined
        }
        autoComplete="off"
        enterKeyHint="search"
        value={search.query}
        onFocus={search.prepare}
        onBlur={search.close}
        onKeyDown={search.onKeyDown}
        onChange={(event: ChangeEvent<HTMLInputElement>) => search.change(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: '1rem',
          py: 1,
          color: 'text.primary',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      {search.lang !== 'en' && <input type="hidden" name="lang" value={search.lang} />}
      <IconButton type="submit" aria-label={t('header.searchSubmit')} size="small">
        <SearchIcon />
      </IconButton>
      {search.expanded && search.List && (
        <search.List
          id={listId}
          suggestions={search.suggestions}
          active={search.active}
          onChoose={search.choose}
          onHighlight={search.highlight}
        />
      )}
      <Box role="status" sx={visuallyHidden}>
        {search.status}
      </Box>
    </Box>
  );
}
