import { useMutation, useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { useToast } from '../../../ui/toast/useToast';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { ConfirmModal } from '../../people/components/shared/ConfirmModal';
import {
  CreateInlineInputTemplateMutation,
  DeleteInlineInputTemplateMutation,
  InlineInputTemplateFragment,
  InlineInputTemplatesQuery,
  UpdateInlineInputTemplateMutation,
} from '../graphql/InlineInputTemplates';
import { emptyTemplate, templateDraftOf, templateInput, type TemplateDraft } from '../utils/templateDraft';
import { TemplateEditor } from './TemplateEditor';

export interface InlineInputSectionProps {
  customerFields: readonly { id: string; name: string }[];
}

/** Interactive-information templates: listed here, edited in a dialog, saved at once (spec §8 toasts). */
export function InlineInputSection({ customerFields }: InlineInputSectionProps) {
  const { t } = useLingui();
  const toast = useToast();
  const query = useQuery(InlineInputTemplatesQuery, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [InlineInputTemplatesQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateInlineInputTemplateMutation, refetch);
  const [update] = useMutation(UpdateInlineInputTemplateMutation, refetch);
  const [remove] = useMutation(DeleteInlineInputTemplateMutation, refetch);
  const [editing, setEditing] = useState<TemplateDraft | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const templates = getFragmentData(InlineInputTemplateFragment, query.data?.inlineInputTemplates.items ?? []);
  // Another manager's template changes (provisioning) show without a reload.
  const readAgain = useFreshRead(InlineInputTemplatesQuery);
  useRealtimeEvents(['setting.updated', HUB_EVENTS.resumed], readAgain);
  const fillIn = t`Please check if there are fields that are yet to be filled`;

  const save = async (draft: TemplateDraft): Promise<boolean> => {
    const input = templateInput(draft);
    try {
      if (draft.id) await update({ variables: { id: draft.id, input } });
      else await create({ variables: { input } });
      toast({ kind: 'success', title: draft.id ? t`This template has been updated` : t`This template has been added` });
      return true;
    } catch {
      toast({ kind: 'error', title: draft.id ? t`Unable to update this template` : t`Unable to submit`, description: fillIn });
      return false;
    }
  };

  const automationLabel = (type: string) =>
    type === 'newConversation' ? t`When a conversation starts` : type === 'closeConversation' ? t`When a conversation is closed` : t`Manual`;

  return (
    <Column>
      {templates.length === 0 && !query.loading && <Empty>{t`No interactive information yet.`}</Empty>}
      {templates.map((template) => (
        <Row key={template.id} data-testid="inline-input-template">
          <div>
            <Name>{template.name}</Name>
            <Meta>
              <Badge tone={template.internal ? 'warning' : 'primary'}>{template.internal ? t`Agents (internal)` : t`Customers`}</Badge>
              <Badge>{automationLabel(template.automation.type)}</Badge>
              <span>{plural(template.input.length, { one: '# question', other: '# questions' })}</span>
            </Meta>
          </div>
          <IconButton label={t`Edit ${template.name}`} icon={<Pencil size={16} />} onClick={() => setEditing(templateDraftOf(template))} />
          <IconButton label={t`Delete ${template.name}`} icon={<Trash2 size={16} />} onClick={() => setDeleting({ id: template.id, name: template.name })} />
        </Row>
      ))}
      <div>
        <Button variant="secondary" size="small" icon={<Plus size={16} />} onClick={() => setEditing(emptyTemplate())}>
          {t`New interactive information`}
        </Button>
      </div>
      {editing && <TemplateEditor initial={editing} customerFields={customerFields} onClose={() => setEditing(null)} onSave={save} />}
      <ConfirmModal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete this template?`}
        description={t`Forms already sent stay in their conversations.`}
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove({ variables: { id: deleting.id } });
            toast({ kind: 'success', title: t`This template has been deleted` });
          } catch {
            toast({ kind: 'error', title: t`Cannot delete this template` });
          }
        }}
      />
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 680px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: center;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const Name = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
