import { useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { listEntryButtonStyles } from '../../../ui/controlStyles';

export interface PickableTemplate {
  key: string;
  name: string;
  description: string;
  params: readonly { name: string; description: string; component: string; index: number }[];
}

/**
 * Spec §5: a provider channel's template messages. Choose one, fill every parameter
 * ('Please input {param}'), send. 'NoTemplateMessage' when the channel has none.
 */
export function TemplatePicker({
  templates,
  onSend,
}: {
  templates: readonly PickableTemplate[];
  onSend: (template: PickableTemplate, values: string[]) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<PickableTemplate | null>(null);
  const [values, setValues] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const close = () => (setOpen(false), setChosen(null), setValues([]), setTried(false));
  const missing = chosen ? chosen.params.map((_, i) => !(values[i] ?? '').trim()) : [];

  return (
    <>
      <Button variant="secondary" size="small" icon={<FileText size={14} />} onClick={() => setOpen(true)} data-testid="template-picker">
        {t`Send a template`}
      </Button>
      <Modal
        open={open}
        onOpenChange={(o) => (o ? setOpen(true) : close())}
        title={chosen ? chosen.name : t`Template messages`}
        description={chosen ? chosen.description || undefined : t`Approved messages of this channel, the only ones that go outside the response window.`}
        width={520}
        footer={
          chosen ? (
            <>
              <Button variant="secondary" onClick={() => (setChosen(null), setTried(false))}>
                {t`Back`}
              </Button>
              <Button
                onClick={() => {
                  setTried(true);
                  if (missing.some(Boolean)) return;
                  onSend(
                    chosen,
                    chosen.params.map((_, i) => values[i]!.trim()),
                  );
                  close();
                }}
              >
                {t`Send`}
              </Button>
            </>
          ) : undefined
        }
      >
        {!chosen ? (
          templates.length === 0 ? (
            <Empty data-testid="no-template-message">{t`No template message`}</Empty>
          ) : (
            <List>
              {templates.map((tpl) => (
                <Item key={tpl.key} type="button" onClick={() => (setChosen(tpl), setValues(tpl.params.map(() => '')))}>
                  <strong>{tpl.name}</strong>
                  <small>{tpl.description || tpl.key}</small>
                </Item>
              ))}
            </List>
          )
        ) : chosen.params.length === 0 ? (
          <Empty>{t`This template has no parameters.`}</Empty>
        ) : (
          <Fields>
            {chosen.params.map((p, i) => (
              <Input
                key={`${p.component}-${p.index}-${p.name}`}
                label={p.name}
                hint={p.description || undefined}
                value={values[i] ?? ''}
                onChange={(e) => setValues(values.map((v, j) => (j === i ? e.target.value : v)))}
                error={tried && missing[i] ? t`Please input ${p.name}` : undefined}
              />
            ))}
          </Fields>
        )}
      </Modal>
    </>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Item = styled.button`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  ${listEntryButtonStyles}
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
