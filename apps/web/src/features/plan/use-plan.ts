import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, emptyPlan, type Plan, type PlanSection, type StoredPlan } from '@prepwell/contract';
import { hasSignedInHint, useProfile } from '../../lib/auth/profile-store';
import { useProfileSettled } from '../../lib/auth/use-profile-settled';
import { AutosaveQueue, type AutosaveStatus } from '../../lib/autosave-queue';
import { useAfterHydration } from '../../lib/use-after-hydration';
import { apiRequest } from '../../lib/api-client';
import { devicePlan, myPlanQueryOptions, planCopy, planQueryKeys, putMyPlan } from './api/plan-api';
import { mergedPlan } from './merge-plan';
import { planProblems } from './plan-problems';

const EMPTY = emptyPlan();

export interface PlanState {
  /** False while hydrating and while a signed-in person's plan loads. */
  ready: boolean;
  signedIn: boolean;
  /** The signed-in plan could not be loaded. */
  failed: boolean;
  plan: Plan;
  /** When the plan was last saved (ISO), or null before the first save. */
  savedAt: string | null;
  /** The autosave line: "Saving...", "Progress saved!" or the error (retried). */
  status: AutosaveStatus;
  /**
   * The account cannot be reached (offline), and this is the plan as last saved on this device:
   * to read, not to change.
   */
  savedCopy: boolean;
  /** The whole plan as it now is: saved as you go. */
  change: (plan: Plan) => void;
  /**
   * Signed in, with a plan from this device that has not joined the account yet (a field the
   * server refuses): the plan shown is the two joined, those fields flagged in their sections.
   */
  unjoined: PlanSection[];
}

/**
 * The person's emergency plan (ADR 035): on this device (`@plan`) when anonymous, with the account
 * when signed in, saved as it is typed. Personal, so nothing of it is known on the server's page
 * or while hydrating.
 */
export function usePlan(): PlanState {
  const { status: profile } = useProfile();
  const signedIn = profile === 'signed-in';
  const hydrated = useAfterHydration();
  // Until the app knows who is signed in, neither the device's plan nor the account's is shown.
  const settled = useProfileSettled();
  const onDevice = useSyncExternalStore(devicePlan.subscribe, devicePlan.read, devicePlan.server);
  const copy = useSyncExternalStore(planCopy.subscribe, planCopy.read, planCopy.server);
  const queryClient = useQueryClient();
  const mine = useQuery({ ...myPlanQueryOptions(), enabled: signedIn });
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  // The signed-in person's plan as typed, ahead of what the server has confirmed.
  const [draft, setDraft] = useState<Plan | null>(null);
  const queue = useRef<AutosaveQueue<Plan> | null>(null);

  useEffect(() => {
    if (!signedIn) queue.current = null;
  }, [signedIn]);
  // Each plan the account answers is kept on this device, to be read offline.
  useEffect(() => {
    if (signedIn && mine.data)
      planCopy.write({ plan: mine.data.plan, saved_at: mine.data.updated_at ?? new Date().toISOString() });
  }, [signedIn, mine.data]);

  const change = useCallback(
    (plan: Plan) => {
      if (!signedIn) {
        const ok = devicePlan.write({ plan, saved_at: new Date().toISOString() });
        setStatus(ok ? 'saved' : 'error');
        return;
      }
      setDraft(plan);
      queue.current ??= new AutosaveQueue<Plan>({
        revision: mine.data?.revision ?? 0,
        save: async (value, revision) => {
          queryClient.setQueryData(planQueryKeys.mine, await putMyPlan(value, revision));
          // A plan from this device shown joined with the account's is in the account now.
          if (devicePlan.read()) devicePlan.write(null);
        },
        onStatus: setStatus,
        storedRevision: async () => (await apiRequest<StoredPlan>(API_PATHS.plan)).revision,
      });
      queue.current.change(plan);
    },
    [signedIn, mine.data?.revision, queryClient],
  );

  const base = { status, change, savedCopy: false, unjoined: [] as PlanSection[] };
  if (!hydrated || !settled)
    return { ...base, ready: false, signedIn, failed: false, plan: EMPTY, savedAt: null };
  // Signed in, but the account cannot be reached (the profile or the plan did not load): the copy.
  const unreachable = signedIn ? mine.isError && !mine.data : hasSignedInHint();
  if (unreachable && copy)
    return {
      ...base,
      ready: true,
      signedIn: true,
      failed: false,
      plan: copy.plan,
      savedAt: copy.saved_at,
      savedCopy: true,
    };
  if (!signedIn)
    return {
      ...base,
      ready: true,
      signedIn,
      failed: false,
      plan: onDevice?.plan ?? EMPTY,
      savedAt: onDevice?.saved_at ?? null,
    };
  // A plan from this device that could not join at sign-in: shown joined, its problems flagged.
  const joined = onDevice && mine.data ? mergedPlan(mine.data.plan, onDevice.plan) : null;
  const unjoined = joined ? planProblems(joined) : [];
  return {
    ...base,
    ready: mine.isSuccess,
    signedIn,
    failed: mine.isError && !mine.data,
    plan: draft ?? (unjoined.length > 0 ? joined : null) ?? mine.data?.plan ?? EMPTY,
    savedAt: mine.data?.updated_at ?? null,
    unjoined: draft ? [] : unjoined,
  };
}
