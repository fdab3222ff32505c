import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type EmergencyItem,
  type EmergencyItemList,
  type EmergencyItemSaved,
  type LanguageCode,
} from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { MY_DATA_KEY } from '../../../lib/query-client';

export const emergencyItemKeys = {
  /** The user's own data: a Prep Check submission refreshes it (MY_DATA_KEY). */
  list: (lang: LanguageCode) => [...MY_DATA_KEY, 'emergency-items', lang] as const,
};

/** `GET /public/web/emergency-items`: what the signed-in user has and has not. */
export const useEmergencyItems = (lang: LanguageCode, enabled: boolean) =>
  useQuery({
    queryKey: emergencyItemKeys.list(lang),
    queryFn: ({ signal }) =>
      apiRequest<EmergencyItemList>(`${API_PATHS.emergencyItems}?lang=${lang}`, { signal }),
    enabled,
  });

/** Move an item between the lists at once, then save it; a failed save moves it back. */
export function useToggleEmergencyItem(lang: LanguageCode) {
  const client = useQueryClient();
  const key = emergencyItemKeys.list(lang);
  return useMutation({
    mutationFn: ({ item, has }: { item: EmergencyItem; has: boolean }) =>
      apiRequest<EmergencyItemSaved>(API_PATHS.emergencyItems, {
        method: 'PUT',
        body: { id: item.id, userHasItem: has },
      }),
    onMutate: async ({ item, has }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<EmergencyItemList>(key);
      if (before) client.setQueryData(key, moved(before, item, has));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
  });
}

/** The lists with `item` moved to "have" or "do not have", each list kept in id order. */
export function moved(lists: EmergencyItemList, item: EmergencyItem, has: boolean): EmergencyItemList {
  const rest = (list: EmergencyItem[]) => list.filter((other) => other.id !== item.id);
  const add = (list: EmergencyItem[]) => [...list, { ...item, userHasItem: has }].sort((a, b) => a.id - b.id);
  return has
    ? { yes: add(rest(lists.yes)), no: rest(lists.no) }
    : { yes: rest(lists.yes), no: add(rest(lists.no)) };
}
