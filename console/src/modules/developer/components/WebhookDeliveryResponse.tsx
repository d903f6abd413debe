import { useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { WebhookDelivery } from '../hooks/useWebhookDeliveries';

/** What the receiver answered (or why it could not be reached): one line, the whole of it on a click. */
export function WebhookDeliveryResponse({ delivery }: { delivery: Pick<WebhookDelivery, 'lastError' | 'lastResponse'> }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { lastError, lastResponse } = delivery;
  if (!lastError && !lastResponse) return <None aria-label={t`No answer yet`}>—</None>;
  const whole = [lastError, lastResponse].filter(Boolean).join('\n');
  return (
    <Toggle type="button" aria-expanded={open} title={open ? undefined : whole} onClick={() => setOpen((o) => !o)} data-testid="delivery-response">
      {open ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
      <Text $open={open}>
        {lastError && <ErrorLine>{lastError}</ErrorLine>}
        {lastResponse && <Answer>{lastResponse}</Answer>}
      </Text>
    </Toggle>
  );
}

const None = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Toggle = styled.button`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.spacing(1)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Text = styled.span<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.small};
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: ${({ $open }) => ($open ? 'pre-wrap' : 'nowrap')};
    overflow-wrap: anywhere;
  }
`;

const ErrorLine = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Answer = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
