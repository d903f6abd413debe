import { useLingui } from '@lingui/react/macro';
import { KeyRound, Pencil, Plus, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { CopyField } from '../../../ui/CopyField';
import { Drawer } from '../../../ui/Drawer';
import { IconButton } from '../../../ui/IconButton';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { ConfirmModal } from '../../people/components/shared/ConfirmModal';
import { useFacebookActions } from '../hooks/useFacebookActions';
import type { FacebookPage, Platform, usePlatforms } from '../hooks/usePlatforms';
import { emptyPage, pageProblems, type MessageTag, type PageDraft } from '../utils/pageDraft';
import { PageFields, useTagNames } from './PageFields';
import { Actions, Card, Column, FormFooter, Head } from './parts';

const draftOf = (page: FacebookPage): PageDraft => ({
  name: page.name,
  pageId: page.pageId,
  accessToken: '',
  responseWindowHours: String(page.responseWindowHours),
  tags: page.tags.map((t) => t.tag as MessageTag),
});

/** Spec §2 social-platform (facebook) connection: app secret, callback URL, verify token, pages. */
export function FacebookConnection({ platform, adopt }: { platform: Platform; adopt: ReturnType<typeof usePlatforms>['adopt'] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const tagNames = useTagNames();
  const actions = useFacebookActions(platform.id, adopt);
  const [secretOpen, setSecretOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [secretTried, setSecretTried] = useState(false);
  const [editing, setEditing] = useState<{ draft: PageDraft; existing: boolean } | null>(null);
  const [tried, setTried] = useState(false);
  const [removingPage, setRemovingPage] = useState<FacebookPage | null>(null);
  const [removingConnection, setRemovingConnection] = useState(false);
  const problems = editing ? pageProblems(editing.draft, editing.existing) : [];

  return (
    <Column>
      <Card>
        <Head>
          <h2>{t`Connection`}</h2>
          <Actions>
            <Button variant="secondary" icon={<Wand2 size={16} />} onClick={() => navigate(`?facebookSetup=1`)}>
              {t`Setup guide`}
            </Button>
            <Button variant="danger" icon={<Trash2 size={16} />} onClick={() => setRemovingConnection(true)}>
              {t`Remove connection`}
            </Button>
          </Actions>
        </Head>
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
        <Head>
          <h2>{t`Pages`}</h2>
          <Button icon={<Plus size={16} />} onClick={() => (setTried(false), setEditing({ draft: emptyPage(), existing: false }))}>
            {t`Connect a page`}
          </Button>
        </Head>
        {platform.pages.length === 0 ? (
          <Empty data-testid="facebook-page-list-empty">{t`No page is connected yet. Connect one to receive its Messenger conversations.`}</Empty>
        ) : (
          platform.pages.map((page) => (
            <PageRow key={page.pageId} data-testid="facebook-page-row">
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
              <IconButton
                label={t`Edit ${page.name}`}
                icon={<Pencil size={16} />}
                onClick={() => (setTried(false), setEditing({ draft: draftOf(page), existing: true }))}
              />
              <IconButton label={t`Remove ${page.name}`} icon={<Trash2 size={16} />} onClick={() => setRemovingPage(page)} />
            </PageRow>
          ))
        )}
      </Card>

      <Modal
        open={secretOpen}
        onOpenChange={(open) => (setSecretOpen(open), setSecret(''), setSecretTried(false))}
        title={t`App secret`}
        description={t`In your Facebook app: Settings, Basic, App secret. It checks that deliveries really come from Facebook.`}
        footer={
          <FormFooter
            onCancel={() => setSecretOpen(false)}
            loading={actions.saving}
            onConfirm={async () => {
              setSecretTried(true);
              if (!secret.trim()) return;
              if (await actions.setAppSecret(secret.trim())) setSecretOpen(false);
            }}
          />
        }
      >
        <Input
          label={t`App secret`}
          type="password"
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          error={secretTried && !secret.trim() ? t`Please input the app secret` : undefined}
        />
      </Modal>

      <Drawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.existing ? t`Edit page` : t`Connect a page`}
        footer={
          <FormFooter
            onCancel={() => setEditing(null)}
            loading={actions.saving}
            onConfirm={async () => {
              setTried(true);
              if (!editing || problems.length > 0) return;
              if (await actions.savePage(editing.draft, editing.existing)) setEditing(null);
            }}
          />
        }
      >
        {editing && (
          <PageFields
            draft={editing.draft}
            editing={editing.existing}
            problems={tried ? problems : []}
            onChange={(draft) => setEditing({ ...editing, draft })}
          />
        )}
      </Drawer>

      <ConfirmModal
        open={removingPage !== null}
        onOpenChange={(open) => !open && setRemovingPage(null)}
        title={t`Remove this page?`}
        description={t`Its new messages stop arriving. Its conversations stay in your inbox.`}
        confirmLabel={t`Remove`}
        onConfirm={() => (removingPage ? actions.removePage(removingPage.pageId) : Promise.resolve())}
      />
      <ConfirmModal
        open={removingConnection}
        onOpenChange={setRemovingConnection}
        title={t`Remove this connection?`}
        description={t`Its pages stop sending messages here. Conversations stay in your inbox.`}
        confirmLabel={t`Remove`}
        onConfirm={async () => {
          if (await actions.removeConnection()) navigate('/externalPlatform');
        }}
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
const PageRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(1)};
`;
