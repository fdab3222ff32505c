import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import type { BookmarkedHazard } from '@prepwell/contract';
import { logEvent } from '../../../lib/analytics';
import { useScopedBookmarks } from '../../../lib/bookmarks/bookmarks-scope';
import { BookmarkError, useBookmarks, type Bookmarks } from '../../../lib/bookmarks/use-bookmarks';
import { useToast } from '../../../components/toast';

/**
 * Bookmark or un-bookmark a hazard (cards and the hazard page), with the spec's messages. Until
 * the reader's bookmarks are known (server render, hydration, the account's list loading) it
 * keeps its place empty, so nothing moves when it appears.
 */
export function BookmarkButton(props: BookmarkButtonProps) {
  const scoped = useScopedBookmarks();
  return scoped ? <BookmarkToggle {...props} bookmarks={scoped} /> : <UnscopedBookmarkButton {...props} />;
}

interface BookmarkButtonProps {
  hazard: BookmarkedHazard;
  name: string;
  /** After a bookmark is added (the guide fetches the hazard so the service worker keeps it). */
  onAdded?: () => void;
}

/** A button outside a BookmarksScope (the hazard page's header) reads the store itself. */
function UnscopedBookmarkButton(props: BookmarkButtonProps) {
  return <BookmarkToggle {...props} bookmarks={useBookmarks()} />;
}

function BookmarkToggle({
  hazard,
  name,
  onAdded,
  bookmarks,
}: BookmarkButtonProps & { bookmarks: Bookmarks }) {
  const { t } = useTranslation('hazards');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!bookmarks.ready) return <Box sx={{ width: 40, height: 40 }} />;
  const on = bookmarks.isBookmarked(hazard.hazard_id);
  return (
    <IconButton
      aria-label={t('bookmarks.button', { name })}
      aria-pressed={on}
      disabled={busy}
      color={on ? 'primary' : 'default'}
      onClick={() => {
        setBusy(true);
        bookmarks
          .toggle(hazard)
          .then((done) => {
            toast(t(`bookmarks.${done}`, { name }), 'success');
            logEvent(done === 'added' ? 'ADD_BOOKMARK' : 'REMOVE_BOOKMARK', { hazard_id: hazard.hazard_id });
            if (done === 'added') onAdded?.();
          })
          .catch((error: unknown) =>
            toast(t(`bookmarks.${error instanceof BookmarkError ? error.reason : 'saveFailed'}`), 'error'),
          )
          .finally(() => setBusy(false));
      }}
    >
      {on ? <BookmarkIcon /> : <BookmarkBorderIcon />}
    </IconButton>
  );
}
