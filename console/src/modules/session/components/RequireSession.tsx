import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../hooks/useSession';
import { loginPathFor } from '../utils/referer';

/** Console routes: without a session, go to /login carrying where the person was going. */
export function RequireSession() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status !== 'signedIn') return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}
