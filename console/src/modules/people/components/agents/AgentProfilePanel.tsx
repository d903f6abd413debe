import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { AgentProfile_AgentFragment } from '../../../../__generated__/graphql';
import { Badge } from '../../../../ui/Badge';
import { ColumnStack } from '../../../../ui/layout';
import type { AgentActions } from '../../hooks/useAgentActions';
import type { CustomField } from '../../hooks/useCustomFields';
import { CustomFieldsSection } from '../shared/CustomFieldsSection';
import { EditableField } from '../shared/EditableField';
import { AgentTagPicker } from './AgentTagPicker';

export interface AgentProfilePanelProps {
  agent: AgentProfile_AgentFragment;
  definitions: readonly CustomField[];
  actions: AgentActions;
}

/** Spec §2 Profile panel: the agent's name, email, reference number, teams, tags (spec §3) and custom agent fields. */
export function AgentProfilePanel({ agent, definitions, actions }: AgentProfilePanelProps) {
  const { t } = useLingui();
  return (
    <ColumnStack $gap={4} $maxWidth={520} data-testid="agent-profile">
      <EditableField
        label={t`Display name`}
        value={agent.displayName}
        validate={(v) => (v ? null : t`Please enter a name`)}
        onSave={(displayName) => actions.update({ displayName })}
        testId="agent-displayName"
      />
      <ReadOnly>
        <dt>{t`Email`}</dt>
        <dd>
          <a href={`mailto:${agent.email}`}>{agent.email}</a>
        </dd>
        <dt>{t`Reference number`}</dt>
        <dd>{agent.refId || '—'}</dd>
        <dt>{t`Teams`}</dt>
        <dd>{agent.teams.length ? agent.teams.map((team) => <Badge key={team.id}>{team.name ?? team.id}</Badge>) : '—'}</dd>
      </ReadOnly>
      <AgentTagPicker agentId={agent.id} tags={agent.tags} />
      <CustomFieldsSection
        definitions={definitions}
        values={agent.fields}
        emptyText={t`No custom agent fields are defined for this workspace.`}
        onSave={(id, value) => actions.update({ fields: { [id]: { value } } })}
      />
    </ColumnStack>
  );
}

const ReadOnly = styled.dl`
  display: grid;
  grid-template-columns: 140px 1fr;
  gap: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.small};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
`;
