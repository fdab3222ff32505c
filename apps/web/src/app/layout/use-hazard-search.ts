import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@prepwell/contract';
import { paths } from '../../config/paths';
import type { HazardSuggestion, SuggestionEngine } from './hazard-suggestions';

/** Fuse.js, the hazard list and the list box: a chunk of their own, fetched on first use. */
const loadSuggestions = () => import('./hazard-suggestions');

/**
 * The header search's combobox behaviour (the SearchBox draws it): the query, the suggestion
 * engine loaded on first use for the interface language, the open list and its highlighted
 * option, the keys, choosing a suggestion, submitting, and what the status region says.
 */
export function useHazardSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<SuggestionEngine>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lang = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
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

  /** The field's text changed: the engine loads (once), and the list opens with nothing highlighted. */
  function change(value: string) {
    prepare();
    setQuery(value);
    setOpen(true);
    setActive(-1);
  }

  return {
    lang,
    query,
    suggestions,
    expanded,
    active,
    status,
    List: ready?.List,
    prepare,
    change,
    close,
    choose,
    submit,
    onKeyDown,
    highlight: setActive,
  };
}
