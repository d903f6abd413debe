import { createContext } from 'react';
import type { SessionUser } from '@parley/protocol';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signedIn'; user: SessionUser }
  /** GET /api/me got no answer: the server cannot be reached. */
  | { status: 'unreachable' };

export interface SessionContextValue {
  state: SessionState;
  user: SessionUser | null;
  /** After a sign-in or an accepted invitation. */
  signedIn: (user: SessionUser) => void;
  /** Ends the session on the server, then locally. */
  signOut: () => Promise<void>;
  /** The server refused the session (expired elsewhere): forget it without calling the server. */
  expired: () => void;
  /** Asks the server again after `unreachable`. */
  reload: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
