import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, MessageCircle } from 'lucide-react';
import styled from 'styled-components';
import { Select } from '../../../ui/Select';
import { useTagNames } from '../../platforms/components/PageFields';
import type { MessageTag } from '../../platforms/utils/pageDraft';
import { TemplatePicker, type PickableTemplate } from './TemplatePicker';

export interface ReplyRulesView {
  platformType: string;
  channelName: string;
  responseWindowHours: number;
  windowOpen: boolean;
  messageTags: readonly { tag: string }[];
  templates: readonly PickableTemplate[];
}

/**
 * Above the composer of a Facebook conversation: where replies go, and once the page's response
 * window has closed, the message tag they must carry (spec §9), chosen here.
 */
export function PlatformReplyBar({
  rules,
  provider,
  tag,
  onTag,
  onTemplate,
}: {
  rules: ReplyRulesView;
  provider: boolean;
  tag: string;
  onTag: (tag: string) => void;
  onTemplate: (template: PickableTemplate, values: string[]) => void;
}) {
  const { t } = useLingui();
  const names = useTagNames();
  if (provider) {
    const app = rules.platformType === 'whatsapp' ? 'WhatsApp' : 'Facebook';
    return (
      <Bar $warning={!rules.windowOpen} data-testid="reply-bar">
        {rules.windowOpen ? <MessageCircle size={14} aria-hidden /> : <AlertTriangle size={14} aria-hidden />}
        <span>
          {rules.windowOpen
            ? t`Replies go to ${app} through the channel ${rules.channelName}.`
            : t`More than ${rules.responseWindowHours} hours since the customer's last message: only a template message can be sent.`}
        </span>
        <TemplatePicker templates={rules.templates} onSend={onTemplate} />
      </Bar>
    );
  }
  if (rules.windowOpen) {
    return (
      <Bar data-testid="reply-bar">
        <MessageCircle size={14} aria-hidden /> {t`Replies go to Messenger through the page ${rules.channelName}.`}
      </Bar>
    );
  }
  return (
    <Bar $warning data-testid="reply-bar">
      <AlertTriangle size={14} aria-hidden />
      <span>{t`More than ${rules.responseWindowHours} hours since the customer's last message: Messenger takes a reply only with a message tag.`}</span>
      <TagSelect
        label={t`Message tag`}
        hideLabel
        value={tag}
        options={rules.messageTags.map((m) => ({ value: m.tag, label: names[m.tag as MessageTag]?.name ?? m.tag }))}
        onChange={onTag}
        data-testid="message-tag"
      />
    </Bar>
  );
}

const Bar = styled.div<{ $warning?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $warning }) => ($warning ? theme.colors.warningSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $warning }) => ($warning ? theme.colors.warning : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.small};
  span {
    flex: 1;
  }
`;
const TagSelect = styled(Select)`
  width: 220px;
  flex: none;
`;
