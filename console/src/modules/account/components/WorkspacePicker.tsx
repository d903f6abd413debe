import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { asLocale } from '../../../shared/i18n';
import { FormMessage } from '../../../ui/FormMessage';
import { Spinner } from '../../../ui/Spinner';
import { initialsOf } from '../../../ui/initialsOf';
import { signIn, type Credentials, type WorkspaceChoice } from '../../session/utils/sessionRequests';
import type { SessionUser } from '@parley/protocol';
import { describeApiError } from '../utils/describeApiError';

export interface WorkspacePickerProps {
  choices: WorkspaceChoice[];
  credentials: Credentials;
  onSignedIn: (user: SessionUser) => void;
  onBack: () => void;
}

/** Spec §4: several workspaces match the email; the person picks one and we sign in again with it. */
export function WorkspacePicker({ choices, credentials, onSignedIn, onBack }: WorkspacePickerProps) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (workspace: WorkspaceChoice) => {
    setPending(workspace.id);
    setError(null);
    try {
      const user = await signIn({ ...credentials, lang: asLocale(i18n.locale), preferredAccount: workspace.id });
      onSignedIn(user);
    } catch (e) {
      setPending(null);
      setError(describeApiError(e, i18n));
    }
  };

  return (
    <Wrapper>
      <List aria-label={t`Workspaces`}>
        {choices.map((workspace) => (
          <li key={workspace.id}>
            <Choice type="button" onClick={() => void choose(workspace)} disabled={pending !== null}>
              <Mark aria-hidden>{initialsOf(workspace.name)}</Mark>
              <Name>{workspace.name}</Name>
              {pending === workspace.id ? <Spinner size={16} /> : <ChevronRight size={18} aria-hidden />}
            </Choice>
          </li>
        ))}
      </List>
      {error && <FormMessage>{error}</FormMessage>}
      <Back type="button" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden />
        <Trans>Use another account</Trans>
      </Back>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textSubtle};
  text-align: left;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.small};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow.medium};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: progress;
  }
`;

const Mark = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.medium};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Back = styled.button`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1)} 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  border-radius: 2px;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
