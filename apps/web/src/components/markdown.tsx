import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';

/** Links inside the app stay in it; others open in a new tab. Headings start below the block's own. */
const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    ) : (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    ),
  h1: ({ children }) => <h4>{children}</h4>,
  h2: ({ children }) => <h4>{children}</h4>,
  h3: ({ children }) => <h4>{children}</h4>,
  img: () => null,
};

/**
 * A content block's markdown, rendered safely: react-markdown builds React elements (no
 * `dangerouslySetInnerHTML`), raw HTML in the text is dropped, and images in the text are not
 * shown (a block's picture is its `image`).
 */
export function BlockMarkdown({ children }: { children: string }) {
  return (
    <Box
      sx={{
        '& p': { my: 1 },
        '& ul, & ol': { pl: 3, my: 1 },
        '& li': { my: 0.5 },
        '& h4': { fontSize: '1rem', mt: 2, mb: 1 },
      }}
    >
      <Markdown skipHtml components={components}>
        {children}
      </Markdown>
    </Box>
  );
}
