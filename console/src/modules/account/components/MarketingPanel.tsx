import { Trans, useLingui } from '@lingui/react/macro';
import { ChartNoAxesColumn, MessagesSquare, UsersRound } from 'lucide-react';
import styled from 'styled-components';
import { Logo } from '../../../ui/Logo';

/** The left half of the sign-in screens: what Parley is, at a glance. */
export function MarketingPanel() {
  const { t } = useLingui();
  const features = [
    { icon: <MessagesSquare size={18} aria-hidden />, text: t`Web chat, social pages and messaging apps in one inbox` },
    { icon: <UsersRound size={18} aria-hidden />, text: t`Assign, snooze and hand over conversations as a team` },
    { icon: <ChartNoAxesColumn size={18} aria-hidden />, text: t`Reports that show how quickly your customers get answers` },
  ];

  return (
    <Panel aria-label={t`About Parley`}>
      <Logo inverted />
      <Middle>
        <Headline>
          <Trans>Every customer conversation, in one calm inbox.</Trans>
        </Headline>
        <Lead>
          <Trans>Parley brings your website chat and messaging channels together, so your team answers faster and nobody is left waiting.</Trans>
        </Lead>
        <Features>
          {features.map((f) => (
            <Feature key={f.text}>
              <FeatureIcon>{f.icon}</FeatureIcon>
              <span>{f.text}</span>
            </Feature>
          ))}
        </Features>
      </Middle>
      <Preview aria-hidden>
        <Bubble $from="customer">{t`Hi! Has my order shipped yet?`}</Bubble>
        <Bubble $from="agent">{t`It left our warehouse this morning. Tracking is on its way to your email.`}</Bubble>
        <Typing>
          <span />
          <span />
          <span />
        </Typing>
      </Preview>
    </Panel>
  );
}

const Panel = styled.aside`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(8)};
  width: 44%;
  min-width: 420px;
  max-width: 640px;
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(12)};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.onPrimary};
  background:
    radial-gradient(circle at 85% 10%, rgba(255, 255, 255, 0.16) 0, rgba(255, 255, 255, 0) 38%),
    radial-gradient(circle at 0% 100%, rgba(20, 24, 48, 0.45) 0, rgba(20, 24, 48, 0) 55%), linear-gradient(150deg, #7883b0 0%, #5c6797 45%, #3f4774 100%);
`;

const Middle = styled.div`
  max-width: 440px;
`;

const Headline = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.spacing(4)} 0 0;
  font-size: ${({ theme }) => theme.font.size.medium};
  line-height: 1.6;
  color: rgba(255, 255, 255, 0.82);
`;

const Features = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3.5)};
  margin: ${({ theme }) => theme.spacing(8)} 0 0;
  padding: 0;
  list-style: none;
`;

const Feature = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  color: rgba(255, 255, 255, 0.92);
`;

const FeatureIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 34px;
  height: 34px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: rgba(255, 255, 255, 0.14);
`;

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2.5)};
  max-width: 400px;
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: ${({ theme }) => theme.radius.xlarge};
  background: rgba(255, 255, 255, 0.1);
  backdrop-filter: blur(6px);
`;

const Bubble = styled.div<{ $from: 'customer' | 'agent' }>`
  align-self: ${({ $from }) => ($from === 'customer' ? 'flex-start' : 'flex-end')};
  max-width: 82%;
  padding: ${({ theme }) => theme.spacing(2.5)} ${({ theme }) => theme.spacing(3.5)};
  border-radius: 14px;
  border-bottom-left-radius: ${({ $from }) => ($from === 'customer' ? '4px' : '14px')};
  border-bottom-right-radius: ${({ $from }) => ($from === 'agent' ? '4px' : '14px')};
  background: ${({ $from }) => ($from === 'customer' ? 'rgba(255, 255, 255, 0.95)' : '#2f3658')};
  color: ${({ theme, $from }) => ($from === 'customer' ? theme.colors.text : theme.colors.onPrimary)};
  font-size: ${({ theme }) => theme.font.size.body};
  line-height: 1.45;
  box-shadow: 0 2px 8px rgba(20, 24, 48, 0.18);
`;

const Typing = styled.div`
  display: inline-flex;
  gap: 4px;
  align-self: flex-start;
  padding: ${({ theme }) => theme.spacing(2.5)} ${({ theme }) => theme.spacing(3.5)};
  border-radius: 14px;
  background: rgba(255, 255, 255, 0.95);
  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textSubtle};
  }
  span:nth-child(2) {
    opacity: 0.7;
  }
  span:nth-child(3) {
    opacity: 0.4;
  }
`;
