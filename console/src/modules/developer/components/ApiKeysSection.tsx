import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Input } from '../../../ui/Input';
import { useToast } from '../../../ui/toast/useToast';
import { ConfirmDelete } from '../../people/components/shared/ConfirmDelete';
import { CreateApiKeyMutation, DeleteApiKeyMutation } from '../graphql/ApiKeys';
import { DeveloperPageQuery } from '../graphql/DeveloperPage.query';

export interface ApiKeysSectionProps {
  keys: readonly { name: string; key: string; createDate: number }[];
  onCreated: (key: string) => void;
}

/** API keys (spec §2 developer page): the widget's keys; created with a name, deleted after a confirmation. */
export function ApiKeysSection({ keys, onCreated }: ApiKeysSectionProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const refetch = { refetchQueries: [DeveloperPageQuery], awaitRefetchQueries: true };
  const [create, { loading }] = useMutation(CreateApiKeyMutation, refetch);
  const [remove] = useMutation(DeleteApiKeyMutation, refetch);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [deleting, setDeleting] = useState<{ key: string; name: string } | null>(null);
  const submit = async () => {
    setTried(true);
    if (!name.trim()) return;
    try {
      const made = await create({ variables: { name: name.trim() } });
      setName('');
      setTried(false);
      if (made.data) onCreated(made.data.createApiKey.key);
    } catch {
      toast({ kind: 'error', title: t`The API key could not be created` });
    }
  };
  return (
    <Column>
      {keys.length === 0 && <Muted>{t`No API keys yet.`}</Muted>}
      {keys.map((k) => (
        <Row key={k.key} data-testid="api-key-row">
          <div>
            <strong>{k.name}</strong>
            <Mono>{k.key}</Mono>
          </div>
          <Muted>{i18n.date(new Date(k.createDate), { dateStyle: 'medium' })}</Muted>
          <IconButton label={t`Delete ${k.name}`} icon={<Trash2 size={16} />} onClick={() => setDeleting({ key: k.key, name: k.name })} />
        </Row>
      ))}
      <Adder>
        <Input
          label={t`New API key name`}
          value={name}
          maxLength={100}
          error={tried && !name.trim() ? t`Please input a name` : undefined}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && void submit()}
        />
        <Button icon={<Plus size={16} />} loading={loading} onClick={() => void submit()}>
          {t`Create API key`}
        </Button>
      </Adder>
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete this API key?`}
        description={t`Widgets using it can no longer start conversations.`}
        onDelete={({ key }) => remove({ variables: { key } })}
        failedTitle={t`The API key could not be deleted`}
      />
    </Column>
  );
}

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 760px;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

export const Mono = styled.div`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

export const Adder = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-end;
  margin-top: ${({ theme }) => theme.spacing(2)};
  & > :first-child {
    flex: 1;
  }
`;
