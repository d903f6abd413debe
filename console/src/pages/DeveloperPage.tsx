import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFragment as getFragmentData } from '../__generated__/fragment-masking';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import { PageLoader } from '../ui/PageLoader';
import { ColumnStack } from '../ui/layout';
import { ApiGuideSection } from '../modules/developer/components/ApiGuideSection';
import { ApiKeysSection } from '../modules/developer/components/ApiKeysSection';
import { ApiTokensSection } from '../modules/developer/components/ApiTokensSection';
import { SdkInstallSection } from '../modules/developer/components/SdkInstallSection';
import { WebhookFailureBanner } from '../modules/developer/components/WebhookFailureBanner';
import { WebhooksSection } from '../modules/developer/components/WebhooksSection';
import { ApiKeyFieldsFragment, ApiTokenFieldsFragment, DeveloperPageQuery } from '../modules/developer/graphql/DeveloperPage.query';
import { useWebhooks } from '../modules/developer/hooks/useWebhooks';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { useSession } from '../modules/session/hooks/useSession';

/** Spec §2 Developer (/developer, manageSettings): SDK installation, API keys, API tokens, outgoing webhooks and a short API guide. */
export function DeveloperPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const { data, loading } = useQuery(DeveloperPageQuery, { fetchPolicy: 'cache-and-network' });
  const webhooks = useWebhooks();
  const [chosen, setChosen] = useState<string | null>(null);
  if (!data && loading) return <PageLoader />;
  const list = getFragmentData(ApiKeyFieldsFragment, data?.apiKeys ?? []);
  const tokens = getFragmentData(ApiTokenFieldsFragment, data?.apiTokens ?? []);
  // The only key is chosen for you; otherwise you pick.
  const selected = chosen ?? (list.length === 1 ? list[0]!.key : '');
  return (
    <PeoplePage title={t`Developer`} subtitle={t`Install the widget on your site and connect your own systems.`}>
      <ColumnStack $gap={3} $maxWidth={1080}>
        <WebhookFailureBanner webhooks={webhooks.webhooks} />
        <CollapsibleSection defaultOpen title={t`SDK installation`} description={t`The snippet that puts the chat widget on your site.`}>
          <SdkInstallSection keys={list} selected={list.some((k) => k.key === selected) ? selected : ''} onSelect={setChosen} />
        </CollapsibleSection>
        <CollapsibleSection defaultOpen title={t`API keys`} description={t`Keys identify your widget installations.`}>
          <ApiKeysSection keys={list} onCreated={setChosen} />
        </CollapsibleSection>
        <CollapsibleSection defaultOpen title={t`API tokens`} description={t`Tokens let your servers call the API with the permissions you give them.`}>
          <ApiTokensSection tokens={tokens} held={user?.permissions ?? []} />
        </CollapsibleSection>
        <CollapsibleSection defaultOpen title={t`Webhooks`} description={t`Parley POSTs signed events to your URL as they happen.`}>
          <WebhooksSection webhooks={webhooks.webhooks} loading={webhooks.loading} failed={!!webhooks.error} onRetry={webhooks.retry} />
        </CollapsibleSection>
        <CollapsibleSection title={t`API guide`} description={t`GraphQL and REST, with examples you can run.`}>
          <ApiGuideSection />
        </CollapsibleSection>
      </ColumnStack>
    </PeoplePage>
  );
}
