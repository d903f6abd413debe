import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useConsoleFocus } from '../../notifications/hooks/useConsoleFocus';
import { usePushRegistration } from '../../notifications/hooks/usePushRegistration';
import { RealtimeProvider } from '../../realtime/components/RealtimeProvider';
import { SideNav } from './SideNav';
import { WebhookFailureNotice } from './WebhookFailureNotice';

/**
 * Every signed-in page: the navigation rail and the page beside it, sharing the tab's one realtime
 * connection; the tab reports its focus and keeps this browser's push subscription (issue 54).
 */
export function ConsoleLayout() {
  useConsoleFocus();
  usePushRegistration();
  return (
    <RealtimeProvider>
      <Shell>
        <SideNav />
        <Content>
          <WebhookFailureNotice />
          <Outlet />
        </Content>
      </Shell>
    </RealtimeProvider>
  );
}

const Shell = styled.div`
  display: flex;
  height: 100vh;
  min-width: ${({ theme }) => theme.layout.minPageWidth};
`;

const Content = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
`;
