import { useEffect, type ReactElement } from 'react';
import type { ApiErrorCode, ClientConfig } from '@prepwell/contract';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { routes } from '../src/app/router';
import { AppProvider } from '../src/app/provider';
import { resetConfig } from '../src/lib/app-config';
import { QueryBoundary } from '../src/lib/query-boundary';
import { createQueryClient } from '../src/lib/query-client';
import { initI18n } from '../src/lib/i18n';

/** What the test can read of the router: the current location, and a way to navigate. */
export interface TestRouter {
  location: { pathname: string; search: string };
  navigate: NavigateFunction;
}

function Probe({
  report,
}: {
  report: (location: TestRouter['location'], navigate: NavigateFunction) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    report({ pathname: location.pathname, search: location.search }, navigate);
  }, [location, navigate, report]);
  return null;
}

function AllRoutes() {
  return useRoutes(routes);
}

/** Render the app's routes (or one element) with every provider the app has, at `path`. */
export async function renderRoute(element: ReactElement | 'app', path = '/') {
  await initI18n('en');
  const router: TestRouter = {
    location: { pathname: path, search: '' },
    navigate: (() => undefined) as never,
  };
  resetConfig();
  const queryClient = createQueryClient();
  const utils = render(
    <AppProvider>
      <QueryBoundary client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Probe
            report={(location, navigate) => {
              router.location = location;
              router.navigate = navigate;
            }}
          />
          {element === 'app' ? <AllRoutes /> : element}
        </MemoryRouter>
      </QueryBoundary>
    </AppProvider>,
  );
  return { ...utils, router, queryClient };
}

/** A fetch that answers JSON per path; anything else is a 404 in the API's error shape. */
export function mockFetch(answers: Record<string, unknown>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    calls.push({ url: path, init });
    const key = Object.keys(answers).find((k) => path.startsWith(k));
    if (key === undefined) {
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'none' } }), { status: 404 });
    }
    const answer = answers[key];
    if (answer instanceof Response) return answer.clone();
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  // Restored after each test (`unstubGlobals` in vitest.config.ts).
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A failed call as the API answers it: `{ error: { code, message } }` with its HTTP status. */
export function errorResponse(code: ApiErrorCode, status: number) {
  return new Response(JSON.stringify({ error: { code, message: code } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The `/public/config` answer of a dev server, with `overrides`. */
export function clientConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return {
    environment: 'dev',
    features: { sponsors: true, profiles: true },
    links: {},
    feedbackUrl: null,
    translationProvider: { name: 'Example Translate', url: null },
    shareLinkBase: '/s',
    pdfBase: '/pdf',
    manageAccountUrl: '/identity/account',
    ...overrides,
  };
}
