import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LanguageSelect } from '../../language/components/LanguageSelect';
import { MarketingPanel } from './MarketingPanel';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Sign-in, forgot, reset and invitation screens: marketing on the left, one form on the right. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const year = new Date().getFullYear();
  return (
    <Page>
      <MarketingPanel />
      <Main>
        <TopBar>
          <LanguageSelect />
        </TopBar>
        <Center>
          <Card>
            <Title>{title}</Title>
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
            <Body>{children}</Body>
          </Card>
        </Center>
        <Footer>
          <Trans>© {year} Parley · Customer messaging you host yourself</Trans>
        </Footer>
      </Main>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  min-height: 100%;
  background: ${({ theme }) => theme.colors.surface};
`;

const Main = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(6)} ${({ theme }) => theme.spacing(10)};
`;

const TopBar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Center = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(8)} 0;
`;

const Card = styled.div`
  width: 100%;
  max-width: 380px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  letter-spacing: -0.01em;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.spacing(8)};
`;

const Footer = styled.footer`
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textSubtle};
`;
