import styled from 'styled-components';
import type { AgentAvatar } from '../api/types';
import { initials } from '../utils/format';

export function Avatar({ agent, size = 32 }: { agent: Pick<AgentAvatar, 'displayName' | 'profilePic'>; size?: number }) {
  return agent.profilePic ? (
    <Img src={agent.profilePic} alt={agent.displayName} title={agent.displayName} $size={size} />
  ) : (
    <Initials title={agent.displayName} aria-label={agent.displayName} $size={size}>
      {initials(agent.displayName)}
    </Initials>
  );
}

/** Up to 5 overlapping avatars (spec §9). */
export function AvatarStack({ agents, size = 32 }: { agents: AgentAvatar[]; size?: number }) {
  if (!agents.length) return null;
  return (
    <Stack>
      {agents.slice(0, 5).map((a) => (
        <Avatar key={a.userId} agent={a} size={size} />
      ))}
    </Stack>
  );
}

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  flex: none;
`;

const Initials = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: 600;
  flex: none;
`;

const Stack = styled.div`
  display: flex;
  & > * + * {
    margin-left: -8px;
  }
`;
