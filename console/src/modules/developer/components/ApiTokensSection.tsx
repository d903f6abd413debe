import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { IconButton } from '../../../ui/IconButton';
import { Input } from '../../../ui/Input';
import { CopyField } from '../../../ui/CopyField';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast/useToast';
import { ConfirmDelete } from '../../people/components/shared/ConfirmDelete';
import { FINE_PERMISSIONS } from '../../people/utils/permissionEditor';
import { permissionText } from '../../people/utils/permissionLabels';
import { hasPermission } from '../../session/utils/permissions';
import { CreateApiTokenMutation, DeleteApiTokenMutation } from '../graphql/ApiTokens';
import { DeveloperPageQuery } from '../graphql/DeveloperPage.query';
import { Adder, Column, Mono, Muted, Row } from './ApiKeysSection';

export interface ApiTokensSectionProps {
  tokens: readonly { name: string; token: string; permissions: readonly string[]; lastUsed?: number | null }[];
  /** What the signed-in person holds: a token never gets more. */
  held: readonly string[];
}

/** API tokens (spec §2): for servers calling the API; the secret is shown once, deleting revokes at once. */
export function ApiTokensSection({ tokens, held }: ApiTokensSectionProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const refetch = { refetchQueries: [DeveloperPageQuery], awaitRefetchQueries: true };
  const [create, { loading }] = useMutation(CreateApiTokenMutation, refetch);
  const [remove] = useMutation(DeleteApiTokenMutation, refetch);
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [created, setCreated] = useState<{ name: string; credential: string } | null>(null);
  const [deleting, setDeleting] = useState<{ token: string; name: string } | null>(null);
  const grantable = FINE_PERMISSIONS.filter((p) => hasPermission([...held], p));

  const submit = async () => {
    setTried(true);
    if (!name.trim()) return;
    try {
      const made = await create({ variables: { name: name.trim(), permissions } });
      const token = made.data?.createApiToken;
      if (token?.secret) setCreated({ name: token.name, credential: `${token.token}.${token.secret}` });
      setName('');
      setPermissions([]);
      setTried(false);
    } catch {
      toast({ kind: 'error', title: t`The API token could not be created` });
    }
  };

  return (
    <Column>
      <Muted data-testid="api-token-rule">
        {t`A token can do only what it was given and its creator still holds, checked on every call: when its creator loses a permission, the token loses it too, and when its creator is removed, their tokens are revoked.`}
      </Muted>
      {tokens.length === 0 && <Muted>{t`No API tokens yet.`}</Muted>}
      {tokens.map((token) => (
        <Row key={token.token} data-testid="api-token-row">
          <div>
            <strong>{token.name}</strong>
            <Mono>{token.token}</Mono>
            <Muted>
              {token.permissions.map((p) => ((FINE_PERMISSIONS as readonly string[]).includes(p) ? permissionText(p as never, i18n).label : p)).join(', ') ||
                t`No permissions`}
            </Muted>
          </div>
          <Muted>{token.lastUsed ? t`Last used ${i18n.date(new Date(token.lastUsed), { dateStyle: 'medium', timeStyle: 'short' })}` : t`Never used`}</Muted>
          <IconButton label={t`Delete ${token.name}`} icon={<Trash2 size={16} />} onClick={() => setDeleting({ token: token.token, name: token.name })} />
        </Row>
      ))}
      <Adder>
        <Input
          label={t`New API token name`}
          value={name}
          maxLength={100}
          error={tried && !name.trim() ? t`Please input a name` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <Button icon={<Plus size={16} />} loading={loading} onClick={() => void submit()}>
          {t`Create API token`}
        </Button>
      </Adder>
      <Permissions role="group" aria-label={t`Permissions of the new token`}>
        {grantable.map((p) => (
          <Checkbox
            key={p}
            label={permissionText(p, i18n).label}
            description={permissionText(p, i18n).description}
            checked={permissions.includes(p)}
            onCheckedChange={(on) => setPermissions((list) => (on ? [...list, p] : list.filter((x) => x !== p)))}
          />
        ))}
      </Permissions>
      {created && (
        <Modal
          open
          onOpenChange={(open) => !open && setCreated(null)}
          title={t`API token ${created.name} created`}
          description={t`Copy it now: the secret is shown only this once. Send it as Authorization: Bearer <token>.`}
          footer={<Button onClick={() => setCreated(null)}>{t`I have copied it`}</Button>}
          width={560}
        >
          {/* A field with Copy beside it: over a one-line code block the button covered the secret's end (issue 50.11). */}
          <CopyField label={t`API token`} value={created.credential} />
        </Modal>
      )}
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete this API token?`}
        description={t`It stops working at once, on every server.`}
        onDelete={({ token }) => remove({ variables: { token } })}
        failedTitle={t`The API token could not be deleted`}
      />
    </Column>
  );
}

const Permissions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(2)};
`;
