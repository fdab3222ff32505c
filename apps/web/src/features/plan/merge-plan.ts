import {
  PLAN_LIST_MAX,
  PLAN_MEETING_PLACES_MAX,
  PLAN_SECTIONS,
  planSectionFilled,
  type Plan,
} from '@prepwell/contract';
import { queryClient } from '../../lib/query-client';
import { devicePlan, myPlanQueryOptions, planQueryKeys, putMyPlan } from './api/plan-api';
import { planProblems } from './plan-problems';

/** The account's entries, then this device's that are new to it (by id), up to `max`. */
function mergedList<T extends { id: string }>(account: T[], device: T[], max: number): T[] {
  const merged = [...account];
  for (const entry of device) {
    if (merged.length >= max) break;
    if (!merged.some((known) => known.id === entry.id)) merged.push(entry);
  }
  return merged;
}

/** Each field as the account has it, or this device's where the account's is empty. */
function mergedFields<T extends Record<string, string>>(account: T, device: T): T {
  return Object.fromEntries(
    Object.entries(account).map(([field, value]) => [field, value.trim() ? value : (device[field] ?? '')]),
  ) as T;
}

/** The account's plan with what this device's adds: new entries, and fields the account left empty. */
export function mergedPlan(account: Plan, device: Plan): Plan {
  return {
    members: mergedList(account.members, device.members, PLAN_LIST_MAX),
    contacts: mergedList(account.contacts, device.contacts, PLAN_LIST_MAX),
    meeting_places: mergedList(account.meeting_places, device.meeting_places, PLAN_MEETING_PLACES_MAX),
    pets: mergedList(account.pets, device.pets, PLAN_LIST_MAX),
    services: mergedList(account.services, device.services, PLAN_LIST_MAX),
    utilities: mergedFields(account.utilities, device.utilities),
    other_plans: mergedList(account.other_plans, device.other_plans, PLAN_LIST_MAX),
    evacuation: mergedFields(account.evacuation, device.evacuation),
  };
}

/**
 * At sign-in (ADR 035): the plan kept on this device joins the account's, then leaves the device.
 * If saving fails it stays, so nothing is lost, and is tried again at the next start. A phone
 * number or email address typed on the device that the server would refuse is not sent: the
 * plan's pages show the joined plan with that field flagged (`usePlan`), and the first save after
 * the person mends it joins the rest and empties the device.
 */
export async function mergeDevicePlan(): Promise<void> {
  const device = devicePlan.read();
  if (!device) return;
  if (PLAN_SECTIONS.some((section) => planSectionFilled(device.plan, section))) {
    const account = await queryClient.fetchQuery(myPlanQueryOptions());
    const merged = mergedPlan(account.plan, device.plan);
    if (planProblems(merged).length > 0) return;
    const saved = await putMyPlan(merged, account.revision + 1);
    queryClient.setQueryData(planQueryKeys.mine, saved);
  }
  devicePlan.write(null);
}
