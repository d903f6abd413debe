import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight, MessageCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PeoplePage } from '../../people/components/shared/PeoplePage';
import { useCreatePlatform } from '../hooks/useCreatePlatform';
import type { AdoptPlatforms, Platform } from '../hooks/usePlatforms';
import { CreatePlatformDialog } from './CreatePlatformDialog';

/** Spec §2 external platforms (/externalPlatform, manageSettings): each platform's id and type, Create with a type dialog. */
export function PlatformList({ platforms, adopt }: { platforms: readonly Platform[]; adopt: AdoptPlatforms }) {
  const { t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const { create, creating } = useCreatePlatform(platforms, adopt);
  return (
    <PeoplePage
      title={t`External platforms`}
      subtitle={t`Connect social pages and messaging platforms so their conversations arrive in your inbox.`}
      actions={
        <Button icon={<Plus size={16} />} onClick={() => setChoosing(true)}>
          {t`Create`}
        </Button>
      }
    >
      {platforms.length === 0 ? (
        <EmptyState
          icon={<MessageCircle size={28} />}
          title={t`No platform connected yet`}
          description={t`Connect a Facebook page, or WhatsApp numbers and Facebook pages through your messaging provider, to answer their conversations here.`}
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
        open={choosing}
        onOpenChange={setChoosing}
        creating={creating}
        onCreate={(type) => void create(type).then((created) => created && setChoosing(false))}
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
