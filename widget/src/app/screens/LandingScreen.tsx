import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { Application } from '../api/types';
import { AvatarStack } from '../components/Avatar';
import { ConversationRow } from '../components/ConversationRow';
import { ChatIcon } from '../components/ChatIcon';
import { ClockIcon, CloseIcon } from '../components/icons';
import { OfficeHoursCard } from '../components/OfficeHoursCard';
import { Card, CardTitle, IconButton, LinkButton, Muted, PrimaryButton } from '../components/Panel';
import { PoweredBy } from '../components/PoweredBy';
import { useNavigation } from '../hooks/useRoute';
import { useWidget } from '../hooks/useWidget';
import { widgetClient } from '../state/client';
import { pick } from '../utils/format';

const LANDING_CONVERSATIONS = 5; // spec §9

/** Spec §2 "/": the configured modules in the configured order, then Powered by. */
export function LandingScreen() {
  const { t, i18n } = useLingui();
  const { app, conversations, unread } = useWidget();
  const { navigate, close } = useNavigation();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string>();
  const locale = i18n.locale;

  const start = async () => {
    setStarting(true);
    setError(undefined);
    try {
      const conversation = await widgetClient.startConversation();
      navigate({ name: 'conversation', id: conversation.id });
    } catch {
      setError(t`Server connection failed`);
      setStarting(false);
    }
  };

  const modules = app?.moduleList ?? [
    { module: 'startConversation' as const, title: {}, description: {} },
    { module: 'conversationList' as const, title: {}, description: {} },
  ];

  return (
    <>
      <Hero>
        <TopBar>
          {app?.landingPageLogo ? <Logo src={app.landingPageLogo} alt={app.productName} /> : <Brand>{app?.productName ?? 'Parley'}</Brand>}
          {close && (
            <IconButton type="button" aria-label={t`Close`} onClick={close}>
              <CloseIcon />
            </IconButton>
          )}
        </TopBar>
        <Greeting>{pick(app?.title, locale, t`Hi there!`)}</Greeting>
        <Intro>{pick(app?.landingPageDescription, locale, pick(app?.description, locale, t`Ask us anything. We're here to help.`))}</Intro>
      </Hero>
      <Body>
        {modules.map(({ module, title, description }) => {
          if (module === 'startConversation') {
            return (
              <Card key={module} data-testid="module-startConversation">
                <CardTitle>{pick(title, locale, t`Start a conversation`)}</CardTitle>
                <Muted>{pick(description, locale, t`Our team will answer you here.`)}</Muted>
                <Team>
                  <AvatarStack agents={app?.agents ?? []} />
                  {app && <ResponseTime app={app} />}
                </Team>
                {!app?.conversationButtonRemove && (
                  <PrimaryButton type="button" onClick={() => void start()} disabled={starting}>
                    <ChatIcon size={18} />
                    {t`Start Conversation`}
                  </PrimaryButton>
                )}
                {error && <ErrorText role="alert">{error}</ErrorText>}
              </Card>
            );
          }
          if (module === 'officeHour') {
            return app ? (
              <OfficeHoursCard key={module} app={app} title={pick(title, locale, t`Office hours`)} description={pick(description, locale, '') || undefined} />
            ) : null;
          }
          return (
            <Card key={module} data-testid="module-conversationList">
              <CardTitle>{pick(title, locale, t`Your conversations`)}</CardTitle>
              {conversations.length === 0 ? (
                <Muted>{t`No conversations yet`}</Muted>
              ) : (
                conversations
                  .slice(0, LANDING_CONVERSATIONS)
                  .map((c) => (
                    <ConversationRow key={c.id} conversation={c} unread={unread[c.id] ?? 0} onOpen={() => navigate({ name: 'conversation', id: c.id })} />
                  ))
              )}
              {conversations.length > LANDING_CONVERSATIONS && (
                <More>
                  <LinkButton type="button" onClick={() => navigate({ name: 'recent' })}>
                    {t`More conversations`}
                  </LinkButton>
                </More>
              )}
            </Card>
          );
        })}
      </Body>
      {/* Below the scrolling modules, not the last of them: at the end of a long list it was cut by the panel's edge. */}
      <PoweredBy logo={app?.companyLogo ?? null} />
    </>
  );
}

/** Spec §4, §9: the configured minutes (manual) or the measured median (dynamic); nothing when the server sends none. */
function ResponseTime({ app }: { app: Application }) {
  const { t } = useLingui();
  if (app.responseTime === null) return null;
  const minutes = app.responseTime;
  const hours = Math.round(minutes / 60);
  const value = minutes < 60 ? t`${minutes} min` : t`${hours} h`;
  return (
    <Reply data-testid="response-time">
      <ClockIcon />
      {t`Average response time: ${value}`}
    </Reply>
  );
}

const Hero = styled.header`
  padding: 16px 20px 48px;
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.primaryDark});
  color: ${({ theme }) => theme.colors.onPrimary};
`;
const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 40px;
`;
const Brand = styled.span`
  font-size: 15px;
  font-weight: 700;
  letter-spacing: 0.2px;
`;
/** Spec §5: stored within 240x80; shown at most 180x40 in the header. */
const Logo = styled.img`
  max-width: 180px;
  max-height: 40px;
  object-fit: contain;
`;
const Greeting = styled.h1`
  margin: 20px 0 6px;
  font-size: ${({ theme }) => theme.font.size.hero};
  font-weight: 700;
`;
const Intro = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.5;
`;
const Body = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: -32px;
  padding: 0 14px 8px;
  overflow-y: auto;
`;
const Team = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 12px 0 14px;
`;
const Reply = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;
const More = styled.div`
  padding-top: 8px;
  text-align: center;
`;
const ErrorText = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;
