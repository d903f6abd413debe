import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';

/** The first screen: later it shows the configured modules (start conversation, office hours, recent). */
export function LandingScreen({ onClose }: { onClose?: () => void }) {
  const { t } = useLingui();

  return (
    <Panel>
      <Header>
        <Brand>Parley</Brand>
        {onClose && (
          <CloseButton type="button" aria-label={t`Close`} onClick={onClose}>
            ×
          </CloseButton>
        )}
      </Header>
      <Body>
        <Card>
          <PrimaryButton type="button">
            <Trans>Start Conversation</Trans>
          </PrimaryButton>
        </Card>
      </Body>
      <Footer>
        <Trans>Powered by Parley</Trans>
      </Footer>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 400px;
  height: 100%;
  max-height: 700px;
  margin: 0 auto;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 120px;
  padding: ${({ theme }) => theme.spacing(5)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Brand = styled.span`
  font-size: ${({ theme }) => theme.font.size.title};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const CloseButton = styled.button`
  border: 0;
  background: none;
  color: inherit;
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
`;

const Body = styled.main`
  flex: 1;
  margin-top: -${({ theme }) => theme.spacing(6)};
  padding: 0 ${({ theme }) => theme.spacing(4)};
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.spacing(5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const PrimaryButton = styled.button`
  width: 100%;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.spacing(3)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;
