import { useMutation } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight, MessageCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { PageLoader } from '../ui/PageLoader';
import { useToast } from '../ui/toast/useToast';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { CreatePlatformDialog, type PlatformChoice } from '../modules/platforms/components/CreatePlatformDialog';
import { CreateFacebookPlatformMutation, CreateProviderPlatformMutation, ExternalPlatformFields } from '../modules/platforms/graphql/Platforms';
import { useFragment as getFragmentData } from '../__generated__/fragment-masking';
import { usePlatforms } from '../modules/platforms/hooks/usePlatforms';

/** Spec §2 external platforms (/externalPlatform, manageSettings): each platform's id and type, Create with a type dialog. */
export function ExternalPlatformsPage() {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const { platforms, loading, adopt } = usePlatforms();
  const [creating, setCreating] = useState(false);
  const [createFacebook, facebookState] = useMutation(CreateFacebookPlatformMutation);
  const [createProvider, providerState] = useMutation(CreateProviderPlatformMutation);

  const create = async (type: PlatformChoice) => {
    try {
      const list = type === 'facebook' ? (await createFacebook()).data?.createFacebookPlatform : (await createProvider()).data?.createProviderPlatform;
      const before = new Set(platforms.map((p) => p.id));
      const fresh = getFragmentData(ExternalPlatformFields, list ?? []).find((p) => !before.has(p.id));
      adopt(list);
      setCreating(false);
      toast({ kind: 'success', title: type === 'facebook' ? t`The connection has been created` : t`The platform has been created` });
      if (!fresh) return;
      // Facebook: the guide. A provider: its page, which shows the webhook secret this once.
      if (type === 'facebook') navigate(`/externalPlatform/${fresh.id}?facebookSetup=1`);
      else navigate(`/externalPlatform/${fresh.id}`, { state: { webhookSecret: fresh.webhookSecret } });
    } catch {
      toast({ kind: 'error', title: t`The connection could not be created` });
    }
  };

  if (loading) return <PageLoader />;
  return (
    <PeoplePage
      title={t`External platforms`}
      subtitle={t`Connect social pages and messaging platforms so their conversations arrive in your inbox.`}
      actions={
        <Button icon={<Plus size={16} />} onClick={() => setCreating(true)}>
          {t`Create`}
        </Button>
      }
    >
      {platforms.length === 0 ? (
        <EmptyState
          icon={<MessageCircle size={28} />}
          title={t`No platform connected yet`}
          description={t`Create a connection to answer your Facebook page's Messenger conversations here.`}
        />
      ) : (
        <List>
          {platforms.map((p) => (
            <Row key={p.id} to={`/externalPlatform/${p.id}`} data-testid="platform-row">
              <MessageCircle size={20} aria-hidden />
              <div>
                <strong>{p.type === 'facebook' ? t`Facebook` : t`Messaging provider`}</strong>
                <Mono>{p.id}</Mono>
              </div>
              <Meta>
                {p.type === 'facebook'
                  ? plural(p.pages.length, { one: '# page', other: '# pages' })
                  : plural(p.channels.length, { one: '# channel', other: '# channels' })}
              </Meta>
              <ChevronRight size={18} aria-hidden />
            </Row>
          ))}
        </List>
      )}
      <CreatePlatformDialog
        open={creating}
        onOpenChange={setCreating}
        creating={facebookState.loading || providerState.loading}
        onCreate={(type) => void create(type)}
      />
    </PeoplePage>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 880px;
`;
const Row = styled(Link)`
  display: grid;
  grid-template-columns: auto 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  div {
    display: flex;
    flex-direction: column;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
