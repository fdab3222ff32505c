import Fuse from 'fuse.js';
import { useTranslation } from 'react-i18next';
import { pickText, type HazardSummary, type LanguageCode } from '@prepwell/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { getHazards } from '../../features/hazards/api/get-hazards';

/**
 * The header search's suggestions: the hazard list (loaded once per language), matched in the
 * browser with Fuse.js, and the list box that shows them. This module is its own chunk, loaded on
 * the search box's first focus or keystroke (`search-box.tsx`), so neither Fuse.js nor the hazard
 * fetcher weighs on the home route's first load (docs/decisions/005-declarative-routes.md).
 */

/** What one suggestion shows and where it leads. */
export interface HazardSuggestion {
  id: number;
  slug: string;
  name: string;
  icon: string;
}

/** The most suggestions the list shows. */
export const MAX_SUGGESTIONS = 6;

/** Matching for one language, and the list box to show the matches in. */
export interface SuggestionEngine {
  lang: LanguageCode;
  find: (query: string) => HazardSuggestion[];
  List: typeof SuggestionList;
}

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** Fuse.js over the hazards' name, types, tags and description, in `lang` and in English. */
export function createSuggestionEngine(hazards: HazardSummary[], lang: LanguageCode): SuggestionEngine {
  const fuse = new Fuse(
    hazards.map((hazard) => ({
      suggestion: {
        id: hazard.id,
        slug: hazard.slug,
        name: pickText(hazard.name, lang),
        icon: hazard.icon.src,
      },
      name: unique([pickText(hazard.name, lang), hazard.name.en]),
      types: hazard.types.map((type) => type.replaceAll('_', ' ')),
      tags: unique([...(hazard.tags[lang] ?? []), ...hazard.tags.en]),
      description: unique([pickText(hazard.description, lang), hazard.description.en]),
    })),
    {
      keys: [
        { name: 'name', weight: 4 },
        { name: 'types', weight: 3 },
        { name: 'tags', weight: 2 },
        { name: 'description', weight: 1 },
      ],
      threshold: 0.5,
      ignoreLocation: true,
    },
  );
  return {
    lang,
    find: (query) => fuse.search(query, { limit: MAX_SUGGESTIONS }).map((result) => result.item.suggestion),
    List: SuggestionList,
  };
}

const engines = new Map<LanguageCode, Promise<SuggestionEngine>>();

/**
 * The suggestion engine for `lang`, built from `GET /public/v2/hazards?lang=` once and shared by
 * both search boxes (wide and small screens). A failed load is forgotten, so the next focus
 * tries again; the caller shows nothing in the meantime (the box still submits).
 */
export function loadSuggestionEngine(lang: LanguageCode): Promise<SuggestionEngine> {
  let engine = engines.get(lang);
  if (!engine) {
    engine = getHazards(lang, null).then((data) => createSuggestionEngine(data?.hazards ?? [], lang));
    engine.catch(() => engines.delete(lang));
    engines.set(lang, engine);
  }
  return engine;
}

/** Tests start each case without a loaded hazard list. */
export function forgetSuggestionEngines() {
  engines.clear();
}

interface SuggestionListProps {
  id: string;
  suggestions: HazardSuggestion[];
  /** The highlighted option (the input's aria-activedescendant), or -1. */
  active: number;
  onChoose: (suggestion: HazardSuggestion) => void;
  onHighlight: (index: number) => void;
}

/**
 * The list box under the search input. Focus stays in the input (WAI-ARIA combobox pattern):
 * the input points at the highlighted option with aria-activedescendant, and a press on an
 * option is kept from blurring the input.
 */
export function SuggestionList({ id, suggestions, active, onChoose, onHighlight }: SuggestionListProps) {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 6px)',
        left: 0,
        right: 0,
        zIndex: 1,
        overflow: 'hidden',
        borderRadius: 2,
      }}
    >
      <Box
        component="ul"
        role="listbox"
        id={id}
        aria-label={t('header.suggestionsLabel')}
        // Keep focus in the input when an option is pressed; the click then chooses it.
        onMouseDown={(event) => event.preventDefault()}
        sx={{ listStyle: 'none', m: 0, p: 0.5 }}
      >
        {suggestions.map((suggestion, index) => (
          // Options are chosen by the input's keyboard handling (aria-activedescendant), as the
          // combobox pattern asks; the click handler is the mouse and touch path.
          <Box
            component="li"
            role="option"
            key={suggestion.id}
            // The input's aria-activedescendant spells the same id (search-box.tsx).
            id={`${id}-${index}`}
            aria-selected={index === active}
            onClick={() => onChoose(suggestion)}
            onMouseMove={() => index !== active && onHighlight(index)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 1.5,
              py: 1,
              minHeight: 44,
              borderRadius: 1,
              cursor: 'pointer',
              color: 'text.primary',
              ...(index === active && {
                bgcolor: 'rgba(13, 79, 139, 0.12)',
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: -2,
              }),
            }}
          >
            <Box
              component="img"
              src={suggestion.icon}
              alt=""
              width={24}
              height={24}
              loading="lazy"
              sx={{ flexShrink: 0 }}
            />
            <span>{suggestion.name}</span>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
