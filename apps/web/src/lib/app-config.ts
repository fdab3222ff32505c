import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ClientConfig } from '@prepwell/contract';
import { apiRequest } from './api-client';

/** When the config call fails the app still runs, with every optional link hidden. */
export const FALLBACK_CONFIG: ClientConfig = {
  environment: 'unknown',
  features: { sponsors: false, profiles: false },
  links: {},
  feedbackUrl: null,
  translationProvider: { name: 'an AI translation service', url: null },
};

export const getConfig = (): Promise<ClientConfig> => apiRequest<ClientConfig>(API_PATHS.config);

export const configQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity, retry: 1 });

export function useAppConfig(): ClientConfig {
  const { data } = useQuery(configQueryOptions());
  return data ?? FALLBACK_CONFIG;
}
