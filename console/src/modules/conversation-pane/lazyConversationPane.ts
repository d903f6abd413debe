import { withConsoleStrings } from '../../shared/i18n';
import { lazyComponent } from '../../ui/lazyPage';
import { PaneLoader } from './components/PaneLoader';

/**
 * The conversation pane (messages, composer, customer panel: over half of the inbox's code) is a
 * chunk of its own: the inbox's first screen is the list, and the pane's code arrives beside it only
 * on an address that names a conversation (app/signedInChunks.ts), else once the browser is idle.
 */
export const LazyConversationPane = lazyComponent<{ conversationId: string }>(
  withConsoleStrings(() => import('./components/ConversationPane').then((m) => ({ default: m.ConversationPane }))),
  PaneLoader,
);
