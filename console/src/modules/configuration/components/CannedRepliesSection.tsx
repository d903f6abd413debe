import { useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { contentIn, type CannedReplyScope } from '@parley/protocol';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { Badge } from '../../../ui/Badge';
import { AddButton } from '../../../ui/AddButton';
import { IconButton } from '../../../ui/IconButton';
import { useToast } from '../../../ui/toast/useToast';
import { ConfirmDelete } from '../../people/components/shared/ConfirmDelete';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import {
  CannedRepliesQuery,
  CannedReplyFragment,
  CreateCannedReplyMutation,
  DeleteCannedReplyMutation,
  UpdateCannedReplyMutation,
} from '../graphql/CannedReplies';
import { useListMutations } from '../hooks/useListMutations';
import { cannedReplyInput, emptyCannedReply, type CannedReplyDraft } from '../utils/cannedReplyDraft';
import { CannedReplyEditor } from './CannedReplyEditor';
import { ItemMeta, ItemRow, NoItems } from './itemListParts';
import { ColumnStack } from '../../../ui/layout';

/**
 * Canned replies (issue 20): the workspace's (managed with manageSettings) and the agent's own,
 * each edited in a dialog and saved at once. The use count is what reports will show.
 */
export function CannedRepliesSection({ canManageWorkspace }: { canManageWorkspace: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const query = useQuery(CannedRepliesQuery, { fetchPolicy: 'cache-and-network' });
  const mutations = useListMutations(CannedRepliesQuery, {
    create: CreateCannedReplyMutation,
    update: UpdateCannedReplyMutation,
    remove: DeleteCannedReplyMutation,
  });
  const [editing, setEditing] = useState<CannedReplyDraft | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; shortCode: string } | null>(null);
  const replies = getFragmentData(CannedReplyFragment, query.data?.cannedReplies ?? []);
  // Another manager's changes, or this agent's in another tab, show without a reload.
  const readAgain = useFreshRead(CannedRepliesQuery);
  useRealtimeEvents(['setting.updated', 'configuration.updated', HUB_EVENTS.resumed], readAgain);

  const save = async (draft: CannedReplyDraft): Promise<boolean> => {
    try {
      await mutations.save(draft.id, cannedReplyInput(draft));
      toast({ kind: 'success', title: draft.id ? t`The canned reply has been updated` : t`The canned reply has been added` });
      return true;
    } catch (error) {
      const duplicate = (error as { message?: string }).message?.includes('short code');
      toast({
        kind: 'error',
        title: t`Unable to submit`,
        description: duplicate ? t`This short code is already used` : t`Please check if there are fields that are yet to be filled`,
      });
      return false;
    }
  };

  const langLabel = { en: t`English`, zh: t`Traditional Chinese`, zh_cn: t`Simplified Chinese` };
  const group = (scope: CannedReplyScope) => replies.filter((r) => r.scope === scope);
  const groups: { scope: CannedReplyScope; title: string; empty: string }[] = [
    { scope: 'workspace', title: t`Workspace replies`, empty: t`No workspace replies yet.` },
    { scope: 'personal', title: t`My replies (only you see them)`, empty: t`No personal replies yet.` },
  ];

  return (
    <Column data-testid="canned-replies-section">
      {groups.map(({ scope, title, empty }) => {
        const list = group(scope);
        const editable = scope === 'personal' || canManageWorkspace;
        return (
          <ColumnStack as="section" $gap={2} key={scope} aria-label={title}>
            <GroupTitle>{title}</GroupTitle>
            {list.length === 0 && !query.loading && <NoItems>{empty}</NoItems>}
            {list.map((reply) => (
              <ItemRow key={reply.id} data-testid="canned-reply">
                <div>
                  <Code>/{reply.shortCode}</Code>
                  <Preview>{contentIn(reply.content, i18n.locale)}</Preview>
                  <ItemMeta>
                    {(['en', 'zh', 'zh_cn'] as const)
                      .filter((l) => reply.content[l])
                      .map((l) => (
                        <Badge key={l}>{langLabel[l]}</Badge>
                      ))}
                    <span>{reply.useCount ? plural(reply.useCount, { one: 'Used # time', other: 'Used # times' }) : t`Not used yet`}</span>
                  </ItemMeta>
                </div>
                {editable && (
                  <>
                    <IconButton
                      label={t`Edit /${reply.shortCode}`}
                      icon={<Pencil size={16} />}
                      onClick={() => setEditing({ id: reply.id, scope, shortCode: reply.shortCode, content: { ...reply.content } })}
                    />
                    <IconButton
                      label={t`Delete /${reply.shortCode}`}
                      icon={<Trash2 size={16} />}
                      onClick={() => setDeleting({ id: reply.id, shortCode: reply.shortCode })}
                    />
                  </>
                )}
              </ItemRow>
            ))}
            {editable && (
              <div>
                <AddButton onClick={() => setEditing(emptyCannedReply(scope))}>
                  {scope === 'workspace' ? t`New workspace reply` : t`New personal reply`}
                </AddButton>
              </div>
            )}
          </ColumnStack>
        );
      })}
      {editing && <CannedReplyEditor initial={editing} canManageWorkspace={canManageWorkspace} onClose={() => setEditing(null)} onSave={save} />}
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete /${deleting?.shortCode ?? ''}?`}
        description={t`Messages already sent with it keep their text.`}
        onDelete={(reply) => mutations.remove(reply.id)}
        deletedTitle={t`The canned reply has been deleted`}
        failedTitle={t`The canned reply could not be deleted`}
      />
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  max-width: 680px;
`;
const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.body};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Code = styled.div`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
const Preview = styled.div`
  overflow: hidden;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
