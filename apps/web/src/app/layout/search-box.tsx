import { useMemo, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@prepwell/contract';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';
import { paths } from '../../config/paths';
import type { HazardSuggestion, SuggestionEngine } from './hazard-suggestions';

/** Fuse.js, the hazard list and the list box: a chunk of their own, fetched on first use. */
const loadSuggestions = () => import('./hazard-suggestions');

/**
 * The header's hazard search, a WAI-ARIA combobox with list autocomplete: typing suggests up to
 * six hazards, ArrowDown and ArrowUp move through them, Enter opens the highlighted one (or,
 * with none highlighted, submits /hazards?query=…), Escape closes the list, Tab leaves. The
 * input is a plain one on first paint; the matching code loads on first focus or keystroke, and
 * if it cannot load the box simply keeps submitting.
 */
export function SearchBox({ id = 'header-search' }: { id?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<SuggestionEngine>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lang = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const listId = `${id}-suggestions`;
  const text = query.trim();
  const ready = engine?.lang === lang ? engine : undefined;
  const suggestions = useMemo(() => (ready && text ? ready.find(text) : []), [ready, text]);
  const expanded = open && suggestions.length > 0;

  /** Load (once) the suggestions for the interface language; a failure leaves plain search. */
  function prepare() {
    if (ready) return;
    loadSuggestions()
      .then((module) => module.loadSuggestionEngine(lang))
      .then(setEngine)
      .catch(() => undefined);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(suggestion: HazardSuggestion) {
    close();
    setQuery('');
    void navigate(paths.hazard.href(suggestion.slug));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    close();
    void navigate(paths.hazards.href(text || undefined));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setOpen(true);
      setActive(!expanded || active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Only closes the list; a second Escape clears the field as search inputs do.
      event.preventDefault();
      close();
    }
  }

  const status =
    !open || !ready || !text
      ? ''
      : suggestions.length > 0
        ? t('header.suggestionsAvailable', { count: suggestions.length })
        : t('header.noSuggestions');
  const List = ready?.List;

  return (
    <Box
      component="form"
      role="search"
      action={paths.hazards.href()}
      onSubmit={submit}
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
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onFocus={prepare}
        onBlur={close}
        onKeyDown={onKeyDown}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          prepare();
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
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
      {lang !== 'en' && <input type="hidden" name="lang" value={lang} />}
      <IconButton type="submit" aria-label={t('header.searchSubmit')} size="small">
        <SearchIcon />
      </IconButton>
      {expanded && List && (
        <List
          id={listId}
          suggestions={suggestions}
          active={active}
          onChoose={choose}
          onHighlight={setActive}
        />
      )}
      <Box role="status" sx={visuallyHidden}>
        {status}
      </Box>
    </Box>
  );
}
