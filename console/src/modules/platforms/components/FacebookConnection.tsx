import { useLingui } from '@lingui/react/macro';
import { KeyRound, Pencil, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { CopyField } from '../../../ui/CopyField';
import { IconButton } from '../../../ui/IconButton';
import { ConfirmModal } from '../../people/components/shared/ConfirmModal';
import { useDraftForm } from '../hooks/useDraftForm';
import { useFacebookActions } from '../hooks/useFacebookActions';
import type { AdoptPlatforms, FacebookPage, Platform } from '../hooks/usePlatforms';
import { emptyPage, pageProblems, type MessageTag, type PageDraft } from '../utils/pageDraft';
import { DraftDrawer } from './DraftDrawer';
import { PageFields, useTagNames } from './PageFields';
import { AddHead, Card, CardHead, Column, ListRow } from './parts';
import { RemoveConnection } from './RemoveConnection';
import { SecretModal } from './SecretInput';

const draftOf = (page: FacebookPage): PageDraft => ({
  name: page.name,
  pageId: page.pageId,
  accessToken: '',
  responseWindowHours: String(page.responseWindowHours),
  tags: page.tags.map((t) => t.tag as MessageTag),
});

interface PageEdit {
  draft: PageDraft;
  /** A connected page (its id fixed, its token optional) rather than a new one. */
  existing: boolean;
}

/** Spec §2 social-platform (facebook) connection: app secret, callback URL, verify token, pages. */
export function FacebookConnection({ platform, adopt }: { platform: Platform; adopt: AdoptPlatforms }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const tagNames = useTagNames();
  const actions = useFacebookActions(platform.id, adopt);
  const [secretOpen, setSecretOpen] = useState(false);
  const editing = useDraftForm((e: PageEdit) => pageProblems(e.draft, e.existing));
  const [removingPage, setRemovingPage] = useState<FacebookPage | null>(null);

  return (
    <Column>
      <Card>
        <CardHead title={t`Connection`}>
          <Button variant="secondary" icon={<Wand2 size={16} />} onClick={() => navigate(`?facebookSetup=1`)}>
            {t`Setup guide`}
          </Button>
          <RemoveConnection platformId={platform.id} adopt={adopt} description={t`Its pages stop sending messages here. Conversations stay in your inbox.`} />
        </CardHead>
        <SecretRow>
          <div>
            <Label>{t`App secret`}</Label>
            <Value data-testid="app-secret-hint">{platform.appSecretHint ? platform.appSecretHint : t`Not set`}</Value>
          </div>
          <Button variant="secondary" icon={<KeyRound size={16} />} onClick={() => setSecretOpen(true)}>
            {platform.appSecretHint ? t`Change` : t`Set app secret`}
          </Button>
        </SecretRow>
        <CopyField label={t`Callback URL`} value={platform.webhookUrl ?? ''} hint={t`Paste it in your app's Messenger webhook settings.`} />
        <CopyField label={t`Verify token`} value={platform.verifyToken ?? ''} />
      </Card>

      <Card>
        <AddHead title={t`Pages`} label={t`Connect a page`} onAdd={() => editing.open({ draft: emptyPage(), existing: false })} />
        {platform.pages.length === 0 ? (
          <Empty data-testid="facebook-page-list-empty">{t`No page is connected yet. Connect one to receive its Messenger conversations.`}</Empty>
        ) : (
          platform.pages.map((page) => (
            <ListRow key={page.pageId} $buttons={2} data-testid="facebook-page-row">
              <div>
                <strong>{page.name}</strong>
                <Value>
                  {page.pageId} · {t`token`} {page.accessTokenHint} · {t`${page.responseWindowHours} h window`}
                </Value>
                <Tags>
                  {page.tags.map((tag) => (
                    <Badge key={tag.tag}>{tagNames[tag.tag as MessageTag]?.name ?? tag.tag}</Badge>
                  ))}
                </Tags>
              </div>
              <IconButton label={t`Edit ${page.name}`} icon={<Pencil size={16} />} onClick={() => editing.open({ draft: draftOf(page), existing: true })} />
              <IconButton label={t`Remove ${page.name}`} icon={<Trash2 size={16} />} onClick={() => setRemovingPage(page)} />
            </ListRow>
          ))
        )}
      </Card>

      <SecretModal
        open={secretOpen}
        onOpenChange={setSecretOpen}
        title={t`App secret`}
        description={t`In your Facebook app: Settings, Basic, App secret. It checks that deliveries really come from Facebook.`}
        label={t`App secret`}
        missing={t`Please input the app secret`}
        saving={actions.saving}
        onSave={actions.setAppSecret}
      />
      <DraftDrawer
        form={editing}
        title={editing.draft?.existing ? t`Edit page` : t`Connect a page`}
        saving={actions.saving}
        onSave={(edit) => actions.savePage(edit.draft, edit.existing)}
      >
        {(edit) => <PageFields draft={edit.draft} editing={edit.existing} problems={editing.shown} onChange={(draft) => editing.change({ ...edit, draft })} />}
      </DraftDrawer>
      <ConfirmModal
        open={removingPage !== null}
        onOpenChange={(open) => !open && setRemovingPage(null)}
        title={t`Remove this page?`}
        description={t`Its new messages stop arriving. Its conversations stay in your inbox.`}
        confirmLabel={t`Remove`}
        onConfirm={() => (removingPage ? actions.removePage(removingPage.pageId) : Promise.resolve())}
      />
    </Column>
  );
}

const SecretRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;
const Label = styled.div`
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
const Value = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
`;
const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(1)};
`;
