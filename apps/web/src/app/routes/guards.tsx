import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config';

/** Prep Check ids in the path must be numeric; anything else goes back to the list. */
export function NumericPrepCheckId({ children }: { children: ReactNode }) {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.prepChecks} replace />;
  return children;
}

/** Account settings exist only when profiles are enabled. */
export function ProfilesOnly({ children }: { children: ReactNode }) {
  const { features } = useAppConfig();
  if (!features.profiles) return <Navigate to={paths.languages} replace />;
  return children;
}
