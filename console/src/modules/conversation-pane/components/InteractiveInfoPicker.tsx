import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { IconButton } from '../../../ui/IconButton';
import { Popover } from '../../../ui/Popover';
import { useToast } from '../../../ui/toast/useToast';
import { InlineInputTemplateFragment, InlineInputTemplatesQuery } from '../../configuration/graphql/InlineInputTemplates';
import { TriggerInlineInputTemplateMutation } from '../graphql/TriggerInlineInputTemplate.mutation';

export interface InteractiveInfoPickerProps {
  conversationId: string;
  /** The composer is writing an internal note: only the agents' templates are offered, else only the customers'. */
  internal: boolean;
}

/** The composer's interactive-information picker (spec §2): pick a template and it is sent into the conversation. */
export function InteractiveInfoPicker({ conversationId, internal }: InteractiveInfoPickerProps) {
  const { t } = useLingui();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const query = useQuery(InlineInputTemplatesQuery, { skip: !open, fetchPolicy: 'cache-and-network' });
  const [trigger] = useMutation(TriggerInlineInputTemplateMutation);
  const templates = getFragmentData(InlineInputTemplateFragment, query.data?.inlineInputTemplates.items ?? []).filter((x) => x.internal === internal);

  const send = async (id: string) => {
    setOpen(false);
    try {
      await trigger({ variables: { id, conversationId } });
    } catch {
      toast({ kind: 'error', title: t`The form could not be sent` });
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      side="top"
      align="end"
      label={t`Interactive information`}
      trigger={<IconButton label={t`Interactive information`} icon={<ClipboardList size={18} />} />}
    >
      <List data-testid="interactive-info-picker">
        {query.loading && !query.data ? (
          <Empty>{t`Loading…`}</Empty>
        ) : templates.length === 0 ? (
          <Empty>{t`No interactive information`}</Empty>
        ) : (
          templates.map((template) => (
            <Item key={template.id} type="button" onClick={() => void send(template.id)}>
              <strong>{template.name}</strong>
              <span>{template.title}</span>
            </Item>
          ))
        )}
      </List>
    </Popover>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 240px;
  max-width: 320px;
  max-height: 320px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing(1)};
`;

const Item = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  & > span {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover,
  &:focus-visible {
    outline: none;
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
