import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { DateText } from './DateText';
import { RelativeTimeText } from './RelativeTimeText';

export interface ProfileHeaderProps {
  back: { to: string; label: string };
  /** The avatar, with its online dot. */
  avatar: ReactNode;
  name: string;
  online: boolean;
  lastActivity: number | null | undefined;
  createDate: number;
  actions?: ReactNode;
}

/** The top of a customer or agent profile (spec §2): online state, name, last activity, creation date, actions. */
export function ProfileHeader({ back, avatar, name, online, lastActivity, createDate, actions }: ProfileHeaderProps) {
  const { t } = useLingui();
  useDocumentTitle(name);
  return (
    <Wrapper>
      <Back to={back.to}>
        <ArrowLeft size={14} aria-hidden />
        {back.label}
      </Back>
      <Row>
        {avatar}
        <Identity>
          <Name>{name}</Name>
          <Meta>
            <span data-testid="presence">
              <Dot $online={online} aria-hidden />
              {online ? t`Online` : t`Offline`}
            </span>
            <span>
              {t`Last activity`}: <RelativeTimeText value={lastActivity} />
            </span>
            <span>
              {t`Created`}: <DateText value={createDate} />
            </span>
          </Meta>
        </Identity>
        {actions && <Actions>{actions}</Actions>}
      </Row>
    </Wrapper>
  );
}

const Wrapper = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Identity = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.h1`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.heading};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  letter-spacing: -0.01em;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(4)};
  margin-top: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

const Dot = styled.span<{ $online: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $online }) => ($online ? theme.colors.online : theme.colors.offline)};
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.spacing(2)};
`;
