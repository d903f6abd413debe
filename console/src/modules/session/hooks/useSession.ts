import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from '../utils/SessionContext';

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a <SessionProvider> above it');
  return value;
}
