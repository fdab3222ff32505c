import { lazy, memo, Suspense, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { isHydrating, whenHydrated } from '../lib/hydration';

const MarkdownRender = lazy(() => import('./markdown-render'));

/*
 * The renderer loads as soon as the page is hydrated (at once on a page the browser rendered):
 * never while a server-rendered page hydrates, and before the first block rendered in the browser
 * needs it, so that block does not appear late and move what is below it.
 */
if (typeof document !== 'undefined') void whenHydrated().then(() => import('./markdown-render'));

/**
 * Kept as it is: the server's HTML of a block stays in the page during hydration and after, and
 * React never rebuilds it (a constant object, so a re-render changes nothing).
 */
const SERVER_HTML = { __html: '' };

const blockSx = {
  '& p': { my: 1 },
  '& ul, & ol': { pl: 3, my: 1 },
  '& li': { my: 0.5 },
  '& h4': { fontSize: '1rem', mt: 2, mb: 1 },
} as const;

/** A plain click on a link to a page of the app (not a new tab, not another site). */
function appLinkOf(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest('a');
  const href = anchor?.getAttribute('href');
  return anchor && href?.startsWith('/') && !anchor.target ? href : null;
}

/**
 * A content block's markdown (issue 25, ADR 032). A text needs no React to be read, so a block
 * the server rendered keeps the server's HTML through hydration: no parser is loaded, no element
 * is hydrated, and its links to the app's pages still navigate inside it. A block rendered in the
 * browser (another screen opened, a language changed) renders the markdown itself
 * (`markdown-render.tsx`, loaded on first use). Should the server have left no HTML here, the
 * block renders it too, at once.
 */
export const BlockMarkdown = memo(function BlockMarkdown({ children }: { children: string }) {
  // The text the server rendered, when this block is hydrated: kept while the text is the same.
  const [serverText, setServerText] = useState(() => (isHydrating() ? children : null));
  if (serverText === children) return <KeptServerHtml onMissing={() => setServerText(null)} />;
  return (
    <Box key="browser" sx={blockSx}>
      <Suspense fallback={null}>
        <MarkdownRender>{children}</MarkdownRender>
      </Suspense>
    </Box>
  );
});

/** The server's HTML of a block, as it is; `onMissing` when there is none. */
function KeptServerHtml({ onMissing }: { onMissing: () => void }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!ref.current?.hasChildNodes()) onMissing();
    // Checked once, on the hydrated element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box
      key="server"
      ref={ref}
      sx={blockSx}
      dangerouslySetInnerHTML={SERVER_HTML}
      suppressHydrationWarning
      onClick={(event: MouseEvent<HTMLElement>) => {
        const href = appLinkOf(event);
        if (!href) return;
        event.preventDefault();
        void navigate(href);
      }}
    />
  );
}
