import type { ApiErrorCode, ClientErrorCode, ErrorBody } from '@prepwell/contract';

/**
 * A failed call: `code` is the API's error code, or ISA_REQUEST_FAILED when there was no usable
 * answer. The HTTP status is deliberately not kept: the UI branches on `code` (one table,
 * `lib/error-messages.ts`), and the status adds nothing the code does not already say.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode | ClientErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded, except FormData, which is sent as multipart as it is. */
  body?: unknown;
  signal?: AbortSignal;
  /** `text` for calls that answer a plain string (the sign-in URL), `blob` for a file (a PDF). */
  responseType?: 'json' | 'text' | 'blob';
  /** Sees the raw answer before its body is read (headers). */
  onResponse?: (response: Response) => void;
}

/**
 * The header the service worker adds to an answer it served from its cache because the network
 * failed (vite.config.ts writes the same literal into sw.js).
 */
export const SAVED_COPY_HEADER = 'x-prepwell-saved-copy';

/** An answer and whether it is the service worker's saved copy (offline). */
export interface AnswerWithSource<T> {
  data: T;
  savedCopy: boolean;
}

/**
 * As `apiRequest`, also telling whether the answer came from the service worker's saved copy,
 * so a page can say it is offline and showing saved information.
 */
export async function apiRequestWithSource<T>(
  path: string,
  options: RequestOptions = {},
): Promise<AnswerWithSource<T>> {
  let savedCopy = false;
  const data = await apiRequest<T>(path, {
    ...options,
    onResponse: (response) => {
      savedCopy = response.headers.get(SAVED_COPY_HEADER) === '1';
    },
  });
  return { data, savedCopy };
}

/**
 * Call the API the way the specs describe: same origin, with credentials and a no-cache header.
 * JSON in, JSON out; any failure becomes an `ApiError` with a code the UI can translate.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'cache-control': 'no-cache', accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('ISA_REQUEST_FAILED', 'The request did not reach the server.');
  }
  options.onResponse?.(response);
  if (response.status === 204) return undefined as T;
  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (response.ok && options.responseType === 'text') return text as T;
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError('ISA_REQUEST_FAILED', 'The server answered something unexpected.');
  }
  if (!response.ok) {
    const body = data as Partial<ErrorBody> | undefined;
    throw new ApiError(
      body?.error?.code ?? 'ISA_REQUEST_FAILED',
      body?.error?.message ?? `Request failed with status ${response.status}.`,
    );
  }
  return data as T;
}
