import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { ChatIcon } from '../components/ChatIcon';

/** /widget/ opened on its own, without a host page (or an API key in ?appKey=). */
export function StandaloneNotice({ refused }: { refused: boolean }) {
  return (
    <Box>
      <Mark>
        <ChatIcon size={24} />
      </Mark>
      <h1>
        <Trans>Parley chat widget</Trans>
      </h1>
      <p>
        {refused ? (
          <Trans>This API key cannot open a chat.</Trans>
        ) : (
          <Trans>Add it to your site with the snippet from the Developer page: it loads /sdk.js, which opens this chat.</Trans>
        )}
      </p>
    </Box>
  );
}

const Box = styled.main`
  max-width: 360px;
  margin: 15vh auto 0;
  padding: 24px;
  text-align: center;
  h1 {
    margin: 12px 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.5;
  }
`;
const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;
