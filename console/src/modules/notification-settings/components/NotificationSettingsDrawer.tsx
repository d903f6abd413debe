import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Drawer } from '../../../ui/Drawer';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Spinner } from '../../../ui/Spinner';
import { overline } from '../../../ui/textStyles';
import { useNotificationSettings } from '../hooks/useNotificationSettings';
import { BrowserList } from './BrowserList';
import { PreferencesTable } from './PreferencesTable';
import { ThisBrowserSection } from './ThisBrowserSection';

export interface NotificationSettingsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Notifications section of the agent's own profile (account menu): this browser, the agent's browsers, and what reaches them how. */
export function NotificationSettingsDrawer({ open, onOpenChange }: NotificationSettingsDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t`Notifications`}
      description={t`How Parley reaches you when the console is not in front of you.`}
      width={560}
    >
      {open && <Settings />}
    </Drawer>
  );
}

function Settings() {
  const { t } = useLingui();
  const settings = useNotificationSettings();
  if (settings.loading) return <Spinner size={24} />;
  if (settings.error || !settings.preferences) return <LoadFailed onRetry={() => void settings.refetch().catch(() => undefined)} />;
  return (
    <Column data-testid="notification-settings">
      <Section title={t`This browser`}>
        <ThisBrowserSection />
      </Section>
      <Section title={t`Your browsers`}>
        <BrowserList subscriptions={settings.subscriptions} />
      </Section>
      <Section title={t`What reaches you`}>
        <PreferencesTable preferences={settings.preferences} emailWindowMinutes={settings.emailWindowMinutes ?? 0} />
      </Section>
    </Column>
  );
}

// A heading, not a labelled <section>: a region named "通知…" would be taken for the toasts' region.
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </div>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(7)};
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  ${overline}
`;
