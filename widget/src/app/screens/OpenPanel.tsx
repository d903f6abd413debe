import { Panel } from '../components/Panel';
import type { Route } from '../hooks/useRoute';
import { ConversationScreen } from './ConversationScreen';
import { LandingScreen } from './LandingScreen';
import { RecentScreen } from './RecentScreen';

/**
 * The open widget: the panel and its three screens, one chunk (intent.ts loads it when the visitor
 * shows intent). One chunk, not one per screen: the landing leads to a conversation within a click,
 * and one request is fewer bytes of headers and no second round trip.
 */
export function OpenPanel({ mobile, route }: { mobile: boolean; route: Route }) {
  return (
    <Panel mobile={mobile}>
      {route.name === 'conversation' ? <ConversationScreen key={route.id} id={route.id} /> : route.name === 'recent' ? <RecentScreen /> : <LandingScreen />}
    </Panel>
  );
}
