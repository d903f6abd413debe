import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AlarmClock, AtSign, Bookmark, EyeOff, Inbox, MoreHorizontal, PanelLeftClose, Pencil, Plus, Trash2, UserCheck, UserMinus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '../../../ui/IconButton';
import { Menu, MenuItem } from '../../../ui/Menu';
import { overline } from '../../../ui/textStyles';
import { QueueIndicator } from '../../assignment/components/QueueIndicator';
import type { InboxCountsValue } from '../hooks/useInboxCounts';
import { DEFAULT_VIEWS, teamViewValue, type CustomViewRecord, type DefaultViewValue, type TeamRef } from '../utils/views';

export function defaultViewLabel(value: DefaultViewValue, i18n: I18n): string {
  switch (value) {
    case 'all':
      return i18n._(msg`All`);
    case 'me':
      return i18n._(msg`Assigned to me`);
    case 'unassigned':
      return i18n._(msg`Unassigned`);
    case 'snooze':
      return i18n._(msg`Snoozed`);
    case 'hidden':
      return i18n._(msg`Hidden`);
    case 'mention':
      return i18n._(msg`Mentioned me`);
  }
}

const ICONS: Record<DefaultViewValue, ReactNode> = {
  all: <Inbox size={16} />,
  me: <UserCheck size={16} />,
  unassigned: <UserMinus size={16} />,
  snooze: <AlarmClock size={16} />,
  hidden: <EyeOff size={16} />,
  mention: <AtSign size={16} />,
};

export interface FilterPanelProps {
  current: string;
  counts: InboxCountsValue['counts'];
  teams: TeamRef[];
  custom: CustomViewRecord[];
  linkToView: (value: string) => string;
  onCollapse: () => void;
  onNewView: () => void;
  onEditView: (view: CustomViewRecord) => void;
  onDeleteView: (view: CustomViewRecord) => void;
}

/** Spec §2: the 240-wide, collapsible filter panel: default views with counters, team views, saved views. */
export function FilterPanel({ current, counts, teams, custom, linkToView, onCollapse, onNewView, onEditView, onDeleteView }: FilterPanelProps) {
  const { t, i18n } = useLingui();
  return (
    <Panel aria-label={t`Views`} data-testid="filter-panel">
      <Header>
        <Title>{t`Conversations`}</Title>
        <IconButton label={t`Hide filters`} icon={<PanelLeftClose size={16} />} onClick={onCollapse} data-testid="hide-filters" />
      </Header>
      <QueueIndicator />
      <Scroll>
        <Views>
          {DEFAULT_VIEWS.map((value) => {
            const count = value === 'all' || !counts ? null : counts[value];
            return (
              <li key={value}>
                <ViewLink
                  to={linkToView(value)}
                  active={current === value}
                  icon={ICONS[value]}
                  label={defaultViewLabel(value, i18n)}
                  count={count}
                  testId={`view-${value}`}
                />
              </li>
            );
          })}
        </Views>
        {teams.length > 0 && (
          <>
            <SectionTitle>{t`Teams`}</SectionTitle>
            <Views>
              {teams.map((team) => {
                const value = teamViewValue(team.teamId);
                return (
                  <li key={team.teamId}>
                    <ViewLink
                      to={linkToView(value)}
                      active={current === value}
                      icon={<Users size={16} />}
                      label={team.name ?? t`Team`}
                      count={counts?.team.get(team.teamId) ?? 0}
                      testId={`view-team-${team.teamId}`}
                    />
                  </li>
                );
              })}
            </Views>
          </>
        )}
        <SectionRow>
          <SectionTitle as="h2">{t`Saved views`}</SectionTitle>
          <IconButton label={t`New view`} icon={<Plus size={15} />} size={26} onClick={onNewView} data-testid="new-view" />
        </SectionRow>
        {custom.length === 0 ? (
          <Empty>{t`Save a filter and sort you use often as a view of your own.`}</Empty>
        ) : (
          <Views>
            {custom.map((view) => (
              <CustomRow key={view.value}>
                <ViewLink
                  to={linkToView(view.value)}
                  active={current === view.value}
                  icon={<Bookmark size={16} />}
                  label={view.label}
                  count={null}
                  testId="custom-view"
                />
                <Menu
                  label={t`View actions`}
                  align="end"
                  trigger={
                    <RowMenu type="button" aria-label={t`Actions for ${view.label}`} data-testid="custom-view-menu">
                      <MoreHorizontal size={15} aria-hidden />
                    </RowMenu>
                  }
                >
                  <MenuItem icon={<Pencil size={14} />} onSelect={() => onEditView(view)}>
                    {t`Rename or edit`}
                  </MenuItem>
                  <MenuItem icon={<Trash2 size={14} />} tone="danger" onSelect={() => onDeleteView(view)}>
                    {t`Delete`}
                  </MenuItem>
                </Menu>
              </CustomRow>
            ))}
          </Views>
        )}
      </Scroll>
    </Panel>
  );
}

function ViewLink({
  to,
  active,
  icon,
  label,
  count,
  testId,
}: {
  to: string;
  active: boolean;
  icon: ReactNode;
  label: string;
  count: number | null;
  testId: string;
}) {
  return (
    <Item to={to} $active={active} aria-current={active ? 'page' : undefined} data-testid={testId}>
      <span aria-hidden>{icon}</span>
      <Label>{label}</Label>
      {count !== null && (
        <Count $zero={count === 0} data-testid="view-count">
          {count > 999 ? '999+' : count}
        </Count>
      )}
    </Item>
  );
}

const Panel = styled.nav`
  display: flex;
  flex: none;
  flex-direction: column;
  width: 240px;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 56px;
  padding: 0 ${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  overflow-y: auto;
`;
const Views = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  padding: 0;
  list-style: none;
`;
const SectionRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-right: ${({ theme }) => theme.spacing(1)};
`;
const SectionTitle = styled.h2`
  margin: ${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(1)};
  padding: 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textSubtle};
  ${overline}
`;
const Item = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2.5)};
  height: 34px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryActive : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.body};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.bold : theme.font.weight.regular)};
  text-decoration: none;
  > span:first-child {
    display: inline-flex;
    color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  }
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.surfaceHover)};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Count = styled.span<{ $zero: boolean }>`
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $zero }) => ($zero ? 'transparent' : theme.colors.surface)};
  color: ${({ theme, $zero }) => ($zero ? theme.colors.textSubtle : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.xsmall};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 20px;
  text-align: center;
`;
const CustomRow = styled.li`
  position: relative;
  > a {
    padding-right: 34px;
  }
  > button {
    position: absolute;
    top: 4px;
    right: 4px;
  }
`;
const RowMenu = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
const Empty = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
