import { useLingui } from '@lingui/react/macro';
import { Keyboard } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from '../../../ui/IconButton';
import { Popover } from '../../../ui/Popover';
import { PANE_SHORTCUTS, type PaneShortcut } from '../../conversation-pane/hooks/usePaneShortcuts';

/** The `?` popover: the inbox's keys and the pane's (conversation-pane/hooks/usePaneShortcuts). */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const pane: Record<PaneShortcut, string> = {
    focusComposer: t`Write a reply`,
    toggleStatus: t`Switch between Processing and Finished`,
    assignToMe: t`Assign to me`,
    toggleHidden: t`Hide or unhide the conversation`,
  };
  const rows: [string[], string][] = [
    [['J', 'Alt+↓'], t`Next conversation`],
    [['K', 'Alt+↑'], t`Previous conversation`],
    [['/'], t`Search messages`],
    ...(Object.entries(PANE_SHORTCUTS) as [PaneShortcut, { key: string }][]).map(([name, s]): [string[], string] => [
      [`Alt+${s.key.toUpperCase()}`],
      pane[name],
    ]),
    [['?'], t`Show these shortcuts`],
  ];
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      align="end"
      label={t`Keyboard shortcuts`}
      trigger={<IconButton label={t`Keyboard shortcuts`} icon={<Keyboard size={16} />} data-testid="shortcuts-button" />}
    >
      <Title>{t`Keyboard shortcuts`}</Title>
      <Table data-testid="shortcuts-help">
        <tbody>
          {rows.map(([keys, what]) => (
            <tr key={what}>
              <td>
                {keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && <Or>/</Or>}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Popover>
  );
}

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.body};
`;
const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.small};
  td {
    padding: 4px 0;
    vertical-align: middle;
  }
  td:first-child {
    padding-right: ${({ theme }) => theme.spacing(4)};
    white-space: nowrap;
  }
  kbd {
    display: inline-block;
    min-width: 22px;
    padding: 1px 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom-width: 2px;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xsmall};
    text-align: center;
  }
`;
const Or = styled.span`
  margin: 0 4px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
