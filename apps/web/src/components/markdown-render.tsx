import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';

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
 * Markdown rendered safely: react-markdown builds React elements (no `dangerouslySetInnerHTML`),
 * raw HTML in the text is dropped, and images in the text are not shown (a block's picture is its
 * `image`). Loaded on its own (components/markdown.tsx): a server-rendered page keeps the server's
 * HTML and never needs it.
 */
export default function MarkdownRender({ children }: { children: string }) {
  return (
    <Markdown skipHtml components={components}>
      {children}
    </Markdown>
  );
}
