import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type EmergencyItem,
  type EmergencyItemList,
  type EmergencyItemSaved,
  type LanguageCode,
} from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { emergencyItemsQueryOptions } from './get-emergency-items';

/** `PUT /public/web/emergency-items`: the user has (or has not) an item. */
export const saveEmergencyItem = (id: number, has: boolean) =>
  apiRequest<EmergencyItemSaved>(API_PATHS.emergencyItems, {
    method: 'PUT',
    body: { id, userHasItem: has },
  });

/** Move an item between the lists at once, then save it; a failed save moves it back. */
export function useToggleEmergencyItem(lang: LanguageCode) {
  const client = useQueryClient();
  // Typed by the list's fetcher (DataTag), so the optimistic move writes what it reads.
  const key = emergencyItemsQueryOptions(lang).queryKey;
  return useMutation({
    mutationFn: ({ item, has }: { item: EmergencyItem; has: boolean }) => saveEmergencyItem(item.id, has),
    onMutate: async ({ item, has }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
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
