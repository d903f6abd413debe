import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { ME_QUERY } from '../modules/session/graphql/Me';

/** Placeholder for screens not built yet; renders whether or not someone is signed in. */
export function ComingSoonPage() {
  const { data } = useQuery(ME_QUERY);
  const displayName = data?.me.displayName;

  return (
    <Main>
      <Heading>
        <Trans>Parley console</Trans>
      </Heading>
      <Line>
        <Trans>This screen is coming soon.</Trans>
      </Line>
      {displayName && (
        <Line>
          <Trans>Signed in as {displayName}</Trans>
        </Line>
      )}
    </Main>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  height: 100%;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
