import { createContext } from 'react';
import type { ConnectionMonitor } from './ConnectionMonitor';
import type { EventHub } from './EventHub';
import type { RealtimeSession } from './RealtimeSession';

/** The state of the tab's realtime connection; made with the Apollo client (app/apollo.ts). */
export const ConnectionMonitorContext = createContext<ConnectionMonitor | null>(null);

/** The signed-in tab's event hub and the session feeding it (RealtimeProvider). */
export const RealtimeHubContext = createContext<{ hub: EventHub; session: RealtimeSession | null } | null>(null);
