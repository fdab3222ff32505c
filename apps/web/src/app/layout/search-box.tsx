import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { paths } from '../../config/paths';

/**
 * The header's hazard search. Submitting opens /hazards?query=…; the hazard guide issue adds
 * the suggestions list (loaded lazily to keep the home route small).
 */
export function SearchBox({ id = 'header-search' }: { id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = query.trim();
    void navigate(paths.hazards.href(text || undefined));
  }

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
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
        type="search"
        enterKeyHint="search"
        value={query}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchLabel')}
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
      <IconButton type="submit" aria-label={t('header.searchSubmit')} size="small">
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
