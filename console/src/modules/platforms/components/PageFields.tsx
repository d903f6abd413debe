import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Checkbox } from '../../../ui/Checkbox';
import { Input } from '../../../ui/Input';
import { ColumnStack } from '../../../ui/layout';
import { MESSAGE_TAGS, type MessageTag, type PageDraft, type PageProblem } from '../utils/pageDraft';
import type { DraftFieldsProps } from './parts';
import { ResponseWindowInput } from './ResponseWindowInput';

export function useTagNames(): Record<MessageTag, { name: string; description: string }> {
  const { t } = useLingui();
  return {
    CONFIRMED_EVENT_UPDATE: { name: t`Confirmed event update`, description: t`Reminders and updates about an event the person registered for.` },
    POST_PURCHASE_UPDATE: { name: t`Post-purchase update`, description: t`Updates about a purchase: shipping, delivery, receipts.` },
    ACCOUNT_UPDATE: { name: t`Account update`, description: t`A change to the person's account or application.` },
    HUMAN_AGENT: { name: t`Human agent`, description: t`A person answering within 7 days of the customer's message.` },
  };
}

/** The fields of a Facebook page (spec §3): name, id (fixed once created), token, response window, message tags. */
export function PageFields({ draft, onChange, editing, problems }: DraftFieldsProps<PageDraft, PageProblem>) {
  const { t } = useLingui();
  const tags = useTagNames();
  const has = (p: PageProblem) => problems.includes(p);
  return (
    <ColumnStack $gap={3}>
      <Input
        label={t`Page name`}
        value={draft.name}
        maxLength={200}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
        error={has('name') ? t`Please input the page name` : undefined}
      />
      <Input
        label={t`Page ID`}
        value={draft.pageId}
        maxLength={100}
        disabled={editing}
        hint={editing ? t`A page's ID does not change.` : t`In the page's About section, or in your app's Messenger settings.`}
        onChange={(e) => onChange({ ...draft, pageId: e.target.value })}
        error={has('pageId') ? t`Please input the page ID (digits)` : undefined}
      />
      <Input
        label={t`Page access token`}
        type="password"
        value={draft.accessToken}
        maxLength={1000}
        placeholder={editing ? t`Leave empty to keep the current token` : undefined}
        onChange={(e) => onChange({ ...draft, accessToken: e.target.value })}
        error={has('accessToken') ? t`Please input the access token` : undefined}
      />
      <ResponseWindowInput
        value={draft.responseWindowHours}
        hint={t`How long after a customer's message a plain reply may go. Later replies need a message tag.`}
        invalid={has('responseWindowHours')}
        onChange={(responseWindowHours) => onChange({ ...draft, responseWindowHours })}
      />
      <ColumnStack $gap={2} role="group" aria-label={t`Message tags offered outside the window`}>
        <Legend>{t`Message tags offered outside the window`}</Legend>
        {MESSAGE_TAGS.map((tag) => (
          <Checkbox
            key={tag}
            label={tags[tag].name}
            description={tags[tag].description}
            checked={draft.tags.includes(tag)}
            onCheckedChange={(on) => onChange({ ...draft, tags: on ? [...draft.tags, tag] : draft.tags.filter((x) => x !== tag) })}
          />
        ))}
      </ColumnStack>
    </ColumnStack>
  );
}

const Legend = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
