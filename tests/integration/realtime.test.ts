// The realtime files on one server per database, started once for all of them (tests/support/shared-server.ts).
import { closeSharedServers } from '../support/shared-server';
import './realtime/catch-up';
import './realtime/messaging-realtime';
import './realtime/pane-typing';
import './realtime/presence';
import './realtime/realtime-protocol';
import './realtime/realtime';
import './realtime/resume-by-cursor';

afterAll(closeSharedServers);
