import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { API_PATHS, PLAN_SECTIONS, type StoredPlan } from '@prepwell/contract';
import { apiRequest } from '../../lib/api-client';
import { useProfile } from '../../lib/auth/profile-store';
import { useProfileSettled } from '../../lib/auth/use-profile-settled';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { useAfterHydration } from '../../lib/use-after-hydration';

/** How many of the plan's sections hold anything; `plan` may be anything storage held. */
function filledSections(plan: unknown): number {
  if (typeof plan !== 'object' || plan === null) return 0;
  return PLAN_SECTIONS.filter((section) => {
    const value: unknown = (plan as Record<string, unknown>)[section];
    if (Array.isArray(value)) return value.length > 0;
    return (
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).some((field) => typeof field === 'string' && field.trim() !== '')
    );
  }).length;
}

/** The plan kept on this device (an anonymous person's), read after hydration. */
function deviceFilled(): number {
  try {
    const stored = JSON.parse(readStorage('local', STORAGE_KEYS.plan) ?? 'null') as { plan?: unknown } | null;
    return filledSections(stored?.plan);
  } catch {
    return 0;
  }
}

/**
 * Home's line under My Emergency Plan (ADR 035): how many of its sections are filled in, from
 * the account's plan when signed in, else from this device's. Nothing is said until it is known
 * (never on the server's page), and the line keeps its room meanwhile, so nothing moves.
 */
export function PlanProgress() {
  const { t } = useTranslation();
  const hydrated = useAfterHydration();
  const settled = useProfileSettled();
  const { status } = useProfile();
  const signedIn = status === 'signed-in';
  const [account, setAccount] = useState<number | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    apiRequest<StoredPlan>(API_PATHS.plan)
      .then((stored) => current && setAccount(filledSections(stored.plan)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn]);
  const filled = !hydrated || !settled ? null : signedIn ? account : deviceFilled();
  return (
    <Typography sx={{ fontWeight: 700, minHeight: '1.5em' }} data-testid="home-plan-progress">
      {filled === null ? '' : t('home.panels.plan.progress', { filled, total: PLAN_SECTIONS.length })}
    </Typography>
  );
}
