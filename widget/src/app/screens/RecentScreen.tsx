import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { ConversationRow } from '../components/ConversationRow';
import { Card, LinkButton, Muted } from '../components/Panel';
import { ScreenHeader } from '../components/ScreenHeader';
import { useNavigation } from '../hooks/useRoute';
import { useWidget } from '../hooks/useWidget';
import { widgetClient } from '../state/client';

/** Spec §2 "/recent": newest first, empty text when none; 20 at a time. */
export function RecentScreen() {
  const { t } = useLingui();
  const { conversations, conversationsLoaded, moreConversations, unread } = useWidget();
  const { navigate } = useNavigation();
  return (
    <>
      <ScreenHeader title={t`Recent conversations`} onBack={() => navigate({ name: 'landing' })} />
      <Body>
        <Card>
          {conversationsLoaded && conversations.length === 0 ? (
            <Muted>{t`You have no conversations yet.`}</Muted>
          ) : (
            conversations.map((c) => (
              <ConversationRow key={c.id} conversation={c} unread={unread[c.id] ?? 0} onOpen={() => navigate({ name: 'conversation', id: c.id })} />
            ))
          )}
          {moreConversations && (
            <More>
              <LinkButton type="button" data-testid="recent-more" onClick={() => void widgetClient.loadMoreConversations().catch(() => undefined)}>
                {t`Show older conversations`}
              </LinkButton>
            </More>
          )}
        </Card>
      </Body>
    </>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 8px;
`;
const Body = styled.main`
  flex: 1;
  padding: 12px 14px;
  overflow-y: auto;
`;
