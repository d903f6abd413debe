import { useLingui } from '@lingui/react/macro';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { Tooltip } from '../../../ui/Tooltip';
import { useConnectionState } from '../../realtime/hooks/useConnectionState';
import type { ConnectionState } from '../../realtime/utils/ConnectionMonitor';

/**
 * Spec §2: green on success, red on error or pending_retry; a click retries the connection. It
 * shows the tab's one realtime connection, the one that carries its events.
 */
export function ConnectionIndicator() {
  const { t } = useLingui();
  const { state, retry } = useConnectionState();
  const labels: Record<ConnectionState, string> = {
    initial: t`Not connected to the server`,
    processing: t`Connecting to the server…`,
    success: t`Connected to the server`,
    error: t`Server connection failed. Click to retry.`,
    pending_retry: t`Connection lost. Click to reconnect.`,
  };

  return (
    <Tooltip content={labels[state]}>
      <Button type="button" onClick={retry} aria-label={labels[state]} data-state={state} data-testid="connection-indicator">
        <Dot $state={state} />
      </Button>
    </Tooltip>
  );
}

function colour(theme: DefaultTheme, state: ConnectionState): string {
  switch (state) {
    case 'success':
      return theme.colors.online;
    case 'error':
    case 'pending_retry':
      return theme.colors.danger;
    case 'processing':
      return theme.colors.warning;
    case 'initial':
      return theme.colors.offline;
  }
}

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(181, 121, 16, 0.6); }
  100% { box-shadow: 0 0 0 8px rgba(181, 121, 16, 0); }
`;

const Button = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.navHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primaryMuted};
  }
`;

const Dot = styled.span<{ $state: ConnectionState }>`
  width: 10px;
  height: 10px;
  border: 2px solid ${({ theme }) => theme.colors.nav};
  border-radius: 50%;
  background: ${({ theme, $state }) => colour(theme, $state)};
  outline: 2px solid ${({ theme, $state }) => colour(theme, $state)}40;
  ${({ $state }) =>
    $state === 'processing' &&
    css`
      animation: ${pulse} 1.2s ease-out infinite;
    `}
`;
