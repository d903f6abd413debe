import { LazyConversationPane } from '../modules/conversation-pane/lazyConversationPane';
import { isInboxPath } from '../modules/inbox/utils/inboxAddress';
import { lazyPage } from '../ui/lazyPage';

/**
 * The signed-in shell (navigation, the realtime connection, notices) and the inbox, fetched apart
 * from the sign-in screen, which ships only what it needs: started as soon as the console opens on a
 * signed-in address (main.tsx) or a sign-in succeeds (LoginPage), so both arrive together.
 */
export const ConsoleShell = lazyPage(() => import('../modules/shell/components/ConsoleLayout').then((m) => ({ default: m.ConsoleLayout })));
export const ConversationPage = lazyPage(() => import('../pages/ConversationPage').then((m) => ({ default: m.ConversationPage })));

export function preloadSignedIn(pathname: string): void {
  ConsoleShell.preload();
  if (!isInboxPath(pathname)) return;
  ConversationPage.preload();
  // An address naming a conversation shows its pane at once: its code comes beside the page's.
  if (/^\/conversation\/[^/]+/.test(pathname)) LazyConversationPane.preload();
}
