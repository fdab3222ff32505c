import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, emptyPlan, type Plan, type StoredPlan } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage';
import { storedValue } from '../../../lib/stored-value';

/** Query keys of the plan: one person's data, never mixed with shared keys. */
export const planQueryKeys = {
  mine: ['plan', 'mine'] as const,
};

/** `GET /public/v2/authenticated/plan`: the signed-in person's plan. */
export const myPlanQueryOptions = () =>
  queryOptions({
    queryKey: planQueryKeys.mine,
    queryFn: ({ signal }) => apiRequest<StoredPlan>(API_PATHS.plan, { signal }),
  });

/** `PUT /public/v2/authenticated/plan`: the whole plan, as save `revision`. */
export const putMyPlan = (plan: Plan, revision: number) =>
  apiRequest<StoredPlan>(API_PATHS.plan, { method: 'PUT', body: { plan, revision } });

/** A plan kept on this device: the anonymous person's own (ADR 035). */
export interface DevicePlan {
  plan: Plan;
  /** When it was last saved here (ISO). */
  saved_at: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A plan read back from storage (the browser's: anything may be there), every section there; the
 * server checks each field again when it joins an account.
 */
export function toPlan(value: unknown): Plan | undefined {
  if (!isRecord(value)) return undefined;
  const empty = emptyPlan();
  const list = <K extends keyof Plan>(key: K): Plan[K] =>
    (Array.isArray(value[key]) ? (value[key] as unknown[]).filter(isRecord) : empty[key]) as Plan[K];
  const fields = <K extends 'utilities' | 'evacuation'>(key: K): Plan[K] => {
    const stored = isRecord(value[key]) ? value[key] : {};
    return Object.fromEntries(
      Object.entries(empty[key]).map(([field, fallback]) => [
        field,
        typeof stored[field] === 'string' ? stored[field] : fallback,
      ]),
    ) as Plan[K];
  };
  return {
    members: list('members'),
    contacts: list('contacts'),
    meeting_places: list('meeting_places'),
    pets: list('pets'),
    services: list('services'),
    utilities: fields('utilities'),
    other_plans: list('other_plans'),
    evacuation: fields('evacuation'),
  };
}

const toDevicePlan = (value: unknown): DevicePlan | undefined => {
  if (!isRecord(value) || typeof value.saved_at !== 'string') return undefined;
  const plan = toPlan(value.plan);
  return plan ? { plan, saved_at: value.saved_at } : undefined;
};

/** The anonymous person's plan: local storage `@plan`, on this device only. */
export const devicePlan = storedValue<DevicePlan | null>('local', STORAGE_KEYS.plan, toDevicePlan, null);

/**
 * The signed-in person's plan as last saved (`@planCopy`), read when the account cannot be
 * reached: offline, the plan is still there, with its date.
 */
export const planCopy = storedValue<DevicePlan | null>('local', STORAGE_KEYS.planCopy, toDevicePlan, null);
