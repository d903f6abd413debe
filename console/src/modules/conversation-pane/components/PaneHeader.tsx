import { useLingui } from '@lingui/react/macro';
import {
  Check,
  ChevronDown,
  Download,
  Eye,
  EyeOff,
  GitMerge,
  Globe,
  Image,
  Lock,
  MessageCircle,
  MoreVertical,
  Search,
  Smartphone,
  UserRound,
} from 'lucide-react';
import styled from 'styled-components';
import type { ConversationStatus } from '../../../__generated__/graphql';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { IconButton } from '../../../ui/IconButton';
import { Menu, MenuItem } from '../../../ui/Menu';
import type { Assignment } from '../hooks/useAssignConversation';
import type { PaneConversation } from '../utils/types';
import { AssignMenu } from './AssignMenu';
import { RatingBadge } from './RatingBadge';
import { SnoozePicker } from './SnoozePicker';
import { useSourceLabel } from '../../inbox/hooks/useSourceLabel';
import { conversationTitle } from '../../../shared/generatedNames';

export interface PaneHeaderProps {
  conversation: PaneConversation;
  online: boolean;
  me: string;
  meName: string;
  internalSide: boolean;
  onInternalSide: (on: boolean) => void;
  onStatus: (status: ConversationStatus) => void;
  onSnooze: (until: number) => void;
  onAssign: (to: Assignment) => void;
  onLivechat: (on: boolean) => void;
  onSearch: () => void;
  onMedia: () => void;
  /** Hide from the main views (to the Hidden view), or bring back. */
  onHidden: (hidden: boolean) => void;
  /** Opens the "Merge into…" dialog; absent when the agent may not merge. */
  onMerge?: () => void;
}

const SOURCE_ICON = { web: Globe, api: MessageCircle, facebook: MessageCircle, whatsapp: Smartphone, sanuker: Smartphone } as const;

/** Online state, name, source, livechat badge, internal side, snooze, assignment, status and tools. */
export function PaneHeader(p: PaneHeaderProps) {
  const { t } = useLingui();
  const c = p.conversation;
  const SourceIcon = SOURCE_ICON[c.source] ?? Globe;
  // A merged conversation is read-only: nothing in the header changes it.
  const merged = Boolean(c.mergedInto);
  const terminated = c.status === 'terminated' || merged;
  const statusLabel = c.status === 'open' ? t`Processing` : c.status === 'closed' ? t`Finished` : t`Ended`;
  const sourceLabel = useSourceLabel()(c.source);
  const title = conversationTitle(c);
  return (
    <Header data-testid="pane-header">
      <Avatar name={title} src={c.profilePic} size={36} online={p.online} />
      <Who>
        <NameRow>
          <Name title={title}>{title}</Name>
          {c.livechat && <Badge tone="primary">{t`Personal`}</Badge>}
          {c.hidden && (
            <Badge>
              <span data-testid="pane-hidden-badge">{t`Hidden`}</span>
            </Badge>
          )}
          {c.customerRating && <RatingBadge rating={c.customerRating} who="customer" testId="pane-customer-rating" />}
        </NameRow>
        <Sub>
          <span>{p.online ? t`Online` : t`Offline`}</span>
          <span aria-hidden>·</span>
          <SourceIcon size={12} aria-hidden />
          <span>{sourceLabel}</span>
        </Sub>
      </Who>
      <Tools>
        <SideToggle
          type="button"
          aria-pressed={p.internalSide}
          $on={p.internalSide}
          onClick={() => p.onInternalSide(!p.internalSide)}
          data-testid="internal-side-toggle"
        >
          <Lock size={13} aria-hidden /> {t`Internal`}
        </SideToggle>
        <AssignMenu conversation={c} me={p.me} meName={p.meName} onAssign={p.onAssign} />
        <SnoozePicker snooze={c.snooze} onSnooze={p.onSnooze} />
        <Menu
          label={t`Status`}
          align="end"
          trigger={
            <StatusButton type="button" disabled={terminated} $status={c.status} data-testid="status-trigger">
              {statusLabel} <ChevronDown size={14} />
            </StatusButton>
          }
        >
          <MenuItem icon={c.status === 'open' ? <Check size={14} /> : undefined} disabled={c.status === 'open'} onSelect={() => p.onStatus('open')}>
            {t`Processing`}
          </MenuItem>
          <MenuItem icon={c.status === 'closed' ? <Check size={14} /> : undefined} disabled={c.status === 'closed'} onSelect={() => p.onStatus('closed')}>
            {t`Finished`}
          </MenuItem>
        </Menu>
        <Menu label={t`Tools`} align="end" trigger={<IconButton label={t`Tools`} icon={<MoreVertical size={18} />} />}>
          <MenuItem icon={<Search size={14} />} onSelect={p.onSearch}>
            {t`Search`}
          </MenuItem>
          <MenuItem icon={<Image size={14} />} onSelect={p.onMedia}>
            {t`Media Library`}
          </MenuItem>
          <MenuItem
            icon={<Download size={14} />}
            onSelect={() => window.open(`/api/admin/conversation/message/export?id=${encodeURIComponent(c.id)}&clientType=26`, '_blank')}
          >
            {t`Download Conversation Report`}
          </MenuItem>
          <MenuItem icon={<UserRound size={14} />} disabled={terminated} onSelect={() => p.onLivechat(!c.livechat)}>
            {c.livechat ? t`Close Personal Conversation` : t`Start Personal Conversation`}
          </MenuItem>
          <MenuItem icon={c.hidden ? <Eye size={14} /> : <EyeOff size={14} />} onSelect={() => p.onHidden(!c.hidden)}>
            {c.hidden ? t`Unhide conversation` : t`Hide conversation`}
          </MenuItem>
          {p.onMerge && (
            <MenuItem icon={<GitMerge size={14} />} disabled={terminated} onSelect={p.onMerge}>
              {t`Merge into…`}
            </MenuItem>
          )}
        </Menu>
      </Tools>
    </Header>
  );
}

/* Wraps its tools onto a second line when the pane is narrow (all panels open at 1024–1280 px). */
const Header = styled.header`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  min-height: 64px;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const Who = styled.div`
  flex: 1 1 150px;
  min-width: 0;
`;
const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
`;
const Name = styled.h2`
  overflow: hidden;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.medium};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Sub = styled.div`
  display: flex;
  overflow: hidden;
  align-items: center;
  gap: 4px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Tools = styled.div`
  display: flex;
  flex: none;
  margin-left: auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;
const SideToggle = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 32px;
  padding: 0 10px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $on }) => ($on ? theme.colors.warningSoft : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.warning : theme.colors.textMuted)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  white-space: nowrap;
  cursor: pointer;
`;
const StatusButton = styled.button<{ $status: string }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 32px;
  padding: 0 12px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $status }) => ($status === 'open' ? theme.colors.primary : $status === 'closed' ? theme.colors.successSoft : theme.colors.surfaceHover)};
  color: ${({ theme, $status }) => ($status === 'open' ? theme.colors.onPrimary : $status === 'closed' ? theme.colors.success : theme.colors.textMuted)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;
