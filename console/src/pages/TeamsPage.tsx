import { useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { useFragment as getFragmentData } from '../__generated__/fragment-masking';
import { PageLoader } from '../ui/PageLoader';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { NewTeamCard } from '../modules/people/components/teams/NewTeamCard';
import { TeamCard } from '../modules/people/components/teams/TeamCard';
import { AgentRowFragment } from '../modules/people/graphql/AgentRow.fragment';
import { TeamCardFragment } from '../modules/people/graphql/TeamCard.fragment';
import { TeamsPageQuery } from '../modules/people/graphql/TeamsPage.query';
import { usePeopleLive } from '../modules/people/hooks/usePeopleLive';
import { useTeamActions } from '../modules/people/hooks/useTeamActions';
import { useSession } from '../modules/session/hooks/useSession';
import { hasPermission } from '../modules/session/utils/permissions';

/** The New Team card's entry among the cards (spec §2: the pseudo entry 'add'). */
const NEW_TEAM = 'add';

/** Spec §2 /teams: expandable team cards, one open at a time (the others dimmed), and the New Team card. */
export function TeamsPage() {
  const { t } = useLingui();
  usePeopleLive();
  const { user } = useSession();
  const canEdit = hasPermission(user?.permissions, 'manageUser');
  const { data, loading } = useQuery(TeamsPageQuery, { fetchPolicy: 'cache-and-network' });
  const actions = useTeamActions();
  const [expanded, setExpanded] = useState<string | null>(null);
  const teams = getFragmentData(TeamCardFragment, data?.teams ?? []);
  const agents = getFragmentData(AgentRowFragment, data?.agents ?? []);
  const toggle = (key: string) => setExpanded((current) => (current === key ? null : key));
  // A deleted (or vanished) team's card no longer holds the others dimmed.
  const open = expanded === NEW_TEAM || teams.some((team) => team.id === expanded) ? expanded : null;

  if (!data && loading) return <PageLoader />;
  return (
    <PeoplePage title={t`Teams`} subtitle={plural(teams.length, { one: '# team', other: '# teams' })}>
      <Grid>
        {teams.map((team) => (
          <TeamCard
            key={team.id}
            team={team}
            teams={teams}
            agents={agents}
            expanded={open === team.id}
            dimmed={open !== null && open !== team.id}
            canEdit={canEdit}
            onToggle={() => toggle(team.id)}
            actions={actions}
          />
        ))}
        {canEdit && (
          <NewTeamCard
            teams={teams}
            expanded={open === NEW_TEAM}
            dimmed={open !== null && open !== NEW_TEAM}
            onToggle={() => toggle(NEW_TEAM)}
            onCreate={async (name) => {
              const ok = await actions.create(name, []);
              if (ok) setExpanded(null);
              return ok;
            }}
          />
        )}
      </Grid>
    </PeoplePage>
  );
}

const Grid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 760px;
`;
