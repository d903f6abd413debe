import { isResponseWindowHours } from '../utils/responseWindow';
import { useLingui } from '@lingui/react/macro';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { ColumnStack } from '../../../ui/layout';
import type { ChannelDraft } from '../hooks/useProviderActions';
import type { DraftFieldsProps } from './parts';
import { ResponseWindowInput } from './ResponseWindowInput';

export type ChannelProblem = 'channelId' | 'name' | 'platformType' | 'responseWindowHours';

/** Spec §5: channel id (on create), name and platform type are required; the window is whole hours. */
export function channelProblems(draft: ChannelDraft, editing: boolean): ChannelProblem[] {
  const problems: ChannelProblem[] = [];
  if (!editing && !draft.channelId.trim()) problems.push('channelId');
  if (!draft.name.trim()) problems.push('name');
  if (!draft.platformType) problems.push('platformType');
  if (!isResponseWindowHours(draft.responseWindowHours)) problems.push('responseWindowHours');
  return problems;
}

export const emptyChannel = (): ChannelDraft => ({ channelId: '', name: '', platformType: '', accountId: '', namespace: '', responseWindowHours: '24' });

export function ChannelForm({ draft, onChange, editing, problems }: DraftFieldsProps<ChannelDraft, ChannelProblem>) {
  const { t } = useLingui();
  const has = (p: ChannelProblem) => problems.includes(p);
  return (
    <ColumnStack $gap={3}>
      <Input
        label={t`Channel ID`}
        value={draft.channelId}
        disabled={editing}
        maxLength={200}
        onChange={(e) => onChange({ ...draft, channelId: e.target.value })}
        error={has('channelId') ? t`Please input the channel ID` : undefined}
      />
      <Input
        label={t`Name`}
        value={draft.name}
        maxLength={200}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
        error={has('name') ? t`Please input the name` : undefined}
      />
      <Select
        label={t`Platform type`}
        value={draft.platformType}
        options={[
          { value: '', label: t`Choose…` },
          { value: 'whatsapp', label: 'WhatsApp' },
          { value: 'facebook', label: 'Facebook' },
        ]}
        onChange={(platformType) => onChange({ ...draft, platformType: platformType as ChannelDraft['platformType'] })}
        error={has('platformType') ? t`Please choose the platform type` : undefined}
      />
      <Input label={t`Account ID`} value={draft.accountId} maxLength={200} onChange={(e) => onChange({ ...draft, accountId: e.target.value })} />
      <Input label={t`Namespace`} value={draft.namespace} maxLength={200} onChange={(e) => onChange({ ...draft, namespace: e.target.value })} />
      <ResponseWindowInput
        value={draft.responseWindowHours}
        invalid={has('responseWindowHours')}
        onChange={(responseWindowHours) => onChange({ ...draft, responseWindowHours })}
      />
    </ColumnStack>
  );
}
