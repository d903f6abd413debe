import { useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { Badge } from '../../../ui/Badge';
import { AddButton } from '../../../ui/AddButton';
import { IconButton } from '../../../ui/IconButton';
import { useToast } from '../../../ui/toast/useToast';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { ConfirmDelete } from '../../people/components/shared/ConfirmDelete';
import {
  CreateInlineInputTemplateMutation,
  DeleteInlineInputTemplateMutation,
  InlineInputTemplateFragment,
  InlineInputTemplatesQuery,
  UpdateInlineInputTemplateMutation,
} from '../graphql/InlineInputTemplates';
import { useListMutations } from '../hooks/useListMutations';
import { emptyTemplate, templateDraftOf, templateInput, type TemplateDraft } from '../utils/templateDraft';
import { ItemMeta, ItemRow, NoItems } from './itemListParts';
import { TemplateEditor } from './TemplateEditor';

export interface InlineInputSectionProps {
  customerFields: readonly { id: string; name: string }[];
}

/** Interactive-information templates: listed here, edited in a dialog, saved at once (spec §8 toasts). */
export function InlineInputSection({ customerFields }: InlineInputSectionProps) {
  const { t } = useLingui();
  const toast = useToast();
  const query = useQuery(InlineInputTemplatesQuery, { fetchPolicy: 'cache-and-network' });
  const mutations = useListMutations(InlineInputTemplatesQuery, {
    create: CreateInlineInputTemplateMutation,
    update: UpdateInlineInputTemplateMutation,
    remove: DeleteInlineInputTemplateMutation,
  });
  const [editing, setEditing] = useState<TemplateDraft | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const templates = getFragmentData(InlineInputTemplateFragment, query.data?.inlineInputTemplates.items ?? []);
  // Another manager's template changes (provisioning) show without a reload.
  const readAgain = useFreshRead(InlineInputTemplatesQuery);
  useRealtimeEvents(['setting.updated', HUB_EVENTS.resumed], readAgain);
  const fillIn = t`Please check if there are fields that are yet to be filled`;

  const save = async (draft: TemplateDraft): Promise<boolean> => {
    try {
      await mutations.save(draft.id, templateInput(draft));
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
      {templates.length === 0 && !query.loading && <NoItems>{t`No interactive information yet.`}</NoItems>}
      {templates.map((template) => (
        <ItemRow $fit key={template.id} data-testid="inline-input-template">
          <div>
            <Name>{template.name}</Name>
            <ItemMeta>
              <Badge tone={template.internal ? 'warning' : 'primary'}>{template.internal ? t`Agents (internal)` : t`Customers`}</Badge>
              <Badge>{automationLabel(template.automation.type)}</Badge>
              <span>{plural(template.input.length, { one: '# question', other: '# questions' })}</span>
            </ItemMeta>
          </div>
          <IconButton label={t`Edit ${template.name}`} icon={<Pencil size={16} />} onClick={() => setEditing(templateDraftOf(template))} />
          <IconButton label={t`Delete ${template.name}`} icon={<Trash2 size={16} />} onClick={() => setDeleting({ id: template.id, name: template.name })} />
        </ItemRow>
      ))}
      <div>
        <AddButton onClick={() => setEditing(emptyTemplate())}>{t`New interactive information`}</AddButton>
      </div>
      {editing && <TemplateEditor initial={editing} customerFields={customerFields} onClose={() => setEditing(null)} onSave={save} />}
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete this template?`}
        description={t`Forms already sent stay in their conversations.`}
        onDelete={(template) => mutations.remove(template.id)}
        deletedTitle={t`This template has been deleted`}
        failedTitle={t`Cannot delete this template`}
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

const Name = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
