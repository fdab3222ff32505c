import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider, createQueryClient } from '../src/app/provider';
import { initI18n } from '../src/lib/i18n';

/** Render routes (or one element at `/`) with every provider the app has, at `path`. */
export async function renderRoute(routesOrElement: RouteObject[] | ReactElement, path = '/') {
  await initI18n('en');
  const routes = Array.isArray(routesOrElement) ? routesOrElement : [{ path: '*', element: routesOrElement }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
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
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
