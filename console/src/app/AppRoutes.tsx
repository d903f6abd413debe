import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { RequirePermission } from '../modules/session/components/RequirePermission';
import { RequireSession } from '../modules/session/components/RequireSession';
import { useSession } from '../modules/session/hooks/useSession';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { InvitationPage } from '../pages/InvitationPage';
import { LoginPage } from '../pages/LoginPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { PageLoader } from '../ui/PageLoader';
import { lazyPage } from '../ui/lazyPage';
import { withConsoleStrings } from '../shared/i18n';
import { ConsoleShell, ConversationPage, preloadSignedIn } from './signedInChunks';

// Signed-in pages load on first visit, so the sign-in screen ships only what it needs.
const RetentionPage = lazyPage(withConsoleStrings(() => import('../pages/RetentionPage').then((m) => ({ default: m.RetentionPage }))));
const AuditLogPage = lazyPage(withConsoleStrings(() => import('../pages/AuditLogPage').then((m) => ({ default: m.AuditLogPage }))));
const AgentPage = lazyPage(withConsoleStrings(() => import('../pages/AgentPage').then((m) => ({ default: m.AgentPage }))));
const AgentsPage = lazyPage(withConsoleStrings(() => import('../pages/AgentsPage').then((m) => ({ default: m.AgentsPage }))));
const ConfigurationPage = lazyPage(withConsoleStrings(() => import('../pages/ConfigurationPage').then((m) => ({ default: m.ConfigurationPage }))));
const CustomerPage = lazyPage(withConsoleStrings(() => import('../pages/CustomerPage').then((m) => ({ default: m.CustomerPage }))));
const CustomersPage = lazyPage(withConsoleStrings(() => import('../pages/CustomersPage').then((m) => ({ default: m.CustomersPage }))));
const CustomizationPage = lazyPage(withConsoleStrings(() => import('../pages/CustomizationPage').then((m) => ({ default: m.CustomizationPage }))));
const DeveloperPage = lazyPage(withConsoleStrings(() => import('../pages/DeveloperPage').then((m) => ({ default: m.DeveloperPage }))));
const ExternalPlatformChannelPage = lazyPage(
  withConsoleStrings(() => import('../pages/ExternalPlatformChannelPage').then((m) => ({ default: m.ExternalPlatformChannelPage }))),
);
const ExternalPlatformPage = lazyPage(withConsoleStrings(() => import('../pages/ExternalPlatformPage').then((m) => ({ default: m.ExternalPlatformPage }))));
const ExternalPlatformsPage = lazyPage(withConsoleStrings(() => import('../pages/ExternalPlatformsPage').then((m) => ({ default: m.ExternalPlatformsPage }))));
const ExternalPlatformTemplatePage = lazyPage(
  withConsoleStrings(() => import('../pages/ExternalPlatformTemplatePage').then((m) => ({ default: m.ExternalPlatformTemplatePage }))),
);
const ReportPage = lazyPage(withConsoleStrings(() => import('../pages/ReportPage').then((m) => ({ default: m.ReportPage }))));
const TeamsPage = lazyPage(withConsoleStrings(() => import('../pages/TeamsPage').then((m) => ({ default: m.TeamsPage }))));

/** Addresses that need no session: the sign-in screen and the account links. */
const PUBLIC_PATHS = /^\/(login|forget|account\/|invitation\/)/;

/**
 * Starts fetching the page of the address the console opens on, together with the app shell
 * (main.tsx), instead of after the session check: the inbox, where agents land, is on screen
 * sooner. Other pages keep loading on first visit; a public address fetches no signed-in code.
 */
export function preloadPage(pathname: string): void {
  if (!PUBLIC_PATHS.test(pathname)) preloadSignedIn(pathname);
}

/**
 * Spec §2 routes. Public: /login, /forget, /account/:token/reset, /invitation/:token. Everything
 * else needs a session; §6 permissions guard some pages (/teams is deliberately not guarded);
 * unknown console paths go to /conversation.
 */
export function AppRoutes() {
  const { state } = useSession();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'unreachable') return <ServerUnreachable />;

  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forget" element={<ForgotPasswordPage />} />
      <Route path="/account/:token/reset" element={<ResetPasswordPage />} />
      <Route path="/invitation/:token" element={<InvitationPage />} />

      <Route element={<RequireSession />}>
        <Route element={<ConsoleShell />}>
          <Route index element={<Navigate to="/conversation" replace />} />
          <Route path="/conversation/:id?" element={<ConversationPage />} />

          <Route element={<RequirePermission permission="manageUser" />}>
            <Route path="/customers" element={<CustomersPage />} />
            <Route path="/customers/:userId" element={<CustomerPage />} />
            <Route path="/agents" element={<AgentsPage />} />
            <Route path="/agents/:id" element={<AgentPage />} />
          </Route>
          <Route path="/teams" element={<TeamsPage />} />

          <Route element={<RequirePermission permission="manageSettings" />}>
            <Route path="/customization" element={<CustomizationPage />} />
            <Route path="/configuration" element={<ConfigurationPage />} />
            <Route path="/externalPlatform" element={<ExternalPlatformsPage />} />
            <Route path="/externalPlatform/:id" element={<ExternalPlatformPage />} />
            <Route path="/externalPlatform/:id/:channelId" element={<ExternalPlatformChannelPage />} />
            <Route path="/externalPlatform/:id/:channelId/:templateKey" element={<ExternalPlatformTemplatePage />} />
            <Route path="/developer" element={<DeveloperPage />} />
            <Route path="/audit" element={<AuditLogPage />} />
            <Route path="/retention" element={<RetentionPage />} />
          </Route>

          <Route element={<RequirePermission permission="report" />}>
            <Route path="/report" element={<ReportPage />} />
          </Route>

          <Route path="*" element={<Navigate to="/conversation" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}

function ServerUnreachable() {
  const { t } = useLingui();
  const { reload } = useSession();
  return (
    <Centre>
      <EmptyState
        icon={<CloudOff size={28} />}
        title={t`Server connection failed`}
        description={t`Parley could not reach its server. Check your connection, then try again.`}
        action={
          <Button onClick={reload}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    </Centre>
  );
}

const Centre = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
`;
