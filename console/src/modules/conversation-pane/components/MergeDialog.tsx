import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { MutedLine, truncate } from '../../../ui/textStyles';
import { MergeCandidatesQuery } from '../graphql/MergeCandidates.query';
import type { PaneConversation } from '../utils/types';

export interface MergeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversation: PaneConversation;
  /** Answers whether the merge went through (the dialog closes then). */
  onConfirm: (targetId: string) => Promise<boolean>;
}

/**
 * "Merge into…": pick the conversation that survives (searched by its name or its customer's),
 * read what the merge will do, confirm. The open conversation is the one that becomes read-only.
 * Only the same customer's conversations are offered: the server refuses a merge across customers
 * (the merged one's visitor would read the other's history), so those are merged as customers first.
 */
export function MergeDialog({ open, onOpenChange, conversation, onConfirm }: MergeDialogProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [targetId, setTargetId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const customerId = conversation.customer[0]?.id ?? null;
  // An agent-only conversation has no customer: the filter is left out (a null id would be refused).
  const { data, loading } = useQuery(MergeCandidatesQuery, { variables: customerId ? { customerId } : {}, skip: !open, fetchPolicy: 'network-only' });

  const candidates = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data?.conversations ?? [])
      .filter((c) => c.id !== conversation.id && !c.mergedInto && c.agentOnly === conversation.agentOnly)
      .filter((c) => (c.customer[0]?.id ?? null) === customerId)
      .filter((c) => !q || c.name.toLowerCase().includes(q) || c.customer.some((p) => (p.displayName ?? '').toLowerCase().includes(q)));
  }, [conversation.agentOnly, conversation.id, customerId, data?.conversations, search]);
  const target = candidates.find((c) => c.id === targetId) ?? null;
  const source = conversation.name;
  const survivor = target?.name ?? '';
  const statusLabel = (s: string) => (s === 'open' ? t`Processing` : s === 'closed' ? t`Finished` : t`Ended`);

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setSearch('');
      setTargetId(null);
    }
  };
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    const done = await onConfirm(target.id);
    setBusy(false);
    if (done) close(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      width={520}
      title={t`Merge into another conversation`}
      description={t`Choose the conversation that stays. "${source}" is merged into it.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button onClick={() => void confirm()} disabled={!target} loading={busy} data-testid="merge-confirm">
            {t`Confirm`}
          </Button>
        </>
      }
    >
      <Body data-testid="merge-dialog">
        <Input
          label={t`Search`}
          placeholder={t`Customer or conversation name`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="merge-search"
        />
        {customerId && (
          <Hint data-testid="merge-same-customer">{t`Only this customer's conversations are listed: to merge with another customer's, merge the customers first.`}</Hint>
        )}
        <List role="listbox" aria-label={t`Conversations`}>
          {loading && <Spinner size={18} label={t`Loading conversations`} />}
          {!loading && candidates.length === 0 && (
            <Empty>
              <Search size={16} aria-hidden /> {customerId ? t`No other conversation of this customer matches` : t`No conversation matches`}
            </Empty>
          )}
          {candidates.map((c) => (
            <Row
              key={c.id}
              type="button"
              role="option"
              aria-selected={c.id === targetId}
              $selected={c.id === targetId}
              onClick={() => setTargetId(c.id)}
              data-testid="merge-candidate"
            >
              <RowTop>
                <strong>{c.name}</strong>
                <span>{statusLabel(c.status)}</span>
              </RowTop>
              <MutedLine>
                {c.customer[0]?.displayName ?? t`No customer`}
                {c.lastMessage?.text ? ` · ${c.lastMessage.text}` : ''}
              </MutedLine>
            </Row>
          ))}
        </List>
        {target && (
          <Effects data-testid="merge-effects">
            <strong>{t`What will happen`}</strong>
            <ul>
              <li>{t`The messages of "${source}" join "${survivor}" in order of time, after a notice where they begin.`}</li>
              <li>{t`Tags and assignees of both are combined.`}</li>
              <li>{t`"${source}" becomes read-only with a link to "${survivor}"; its customer continues there.`}</li>
              <li>{t`You can undo the merge for 30 seconds.`}</li>
            </ul>
          </Effects>
        )}
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-height: 240px;
  overflow-y: auto;
`;
const Row = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 100%;
  padding: 8px 10px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;
const RowTop = styled.span`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  strong {
    ${truncate}
  }
  span {
    flex: none;
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;
const Empty = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 12px 4px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
const Effects = styled.div`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceHover};
  font-size: ${({ theme }) => theme.font.size.small};
  ul {
    margin: 6px 0 0;
    padding-left: 18px;
  }
  li + li {
    margin-top: 2px;
  }
`;
