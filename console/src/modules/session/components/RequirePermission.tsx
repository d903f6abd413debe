import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../hooks/useSession';
import { hasPermission, type Permission } from '../utils/permissions';

/** Spec §6: a route the signed-in user may not use sends them to /. */
export function RequirePermission({ permission }: { permission: Permission }) {
  const { user } = useSession();
  if (!hasPermission(user?.permissions, permission)) return <Navigate to="/" replace />;
  return <Outlet />;
}
