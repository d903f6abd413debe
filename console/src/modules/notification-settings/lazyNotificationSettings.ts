import { withConsoleStrings } from '../../shared/i18n';
import { lazyComponent } from '../../ui/lazyPage';
import type { NotificationSettingsDrawerProps } from './components/NotificationSettingsDrawer';

function Nothing() {
  return null;
}

/** The Notifications section, a chunk of its own with the console's strings: fetched when the account menu first opens it. */
export const LazyNotificationSettings = lazyComponent<NotificationSettingsDrawerProps>(
  withConsoleStrings(() => import('./components/NotificationSettingsDrawer').then((m) => ({ default: m.NotificationSettingsDrawer }))),
  Nothing,
);
