import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Checkbox } from '../../../../ui/Checkbox';
import { BROAD_PERMISSIONS, FINE_PERMISSIONS, permissionBox, samePermissions, togglePermission, type EditablePermission } from '../../utils/permissionEditor';
import { permissionText } from '../../utils/permissionLabels';

export interface PermissionsPanelProps {
  permissions: readonly string[];
  /** Editing one's own permissions warns that some functions may become unusable (spec §6). */
  isSelf: boolean;
  /** The signed-in agent holds system: only they may give or take it (README, Who holds system). */
  canGrantSystem: boolean;
  onSave: (permissions: string[]) => Promise<boolean>;
}

/** Spec §6 permission editor: a broad permission replaces the list and disables the finer boxes. */
export function PermissionsPanel({ permissions, isSelf, canGrantSystem, onSave }: PermissionsPanelProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<string[]>([...permissions]);
  const [saving, setSaving] = useState(false);
  const key = [...permissions].sort().join(',');
  // A saved change (here or elsewhere) becomes the new starting point.
  useEffect(() => setDraft(key ? key.split(',') : []), [key]);
  const changed = !samePermissions(draft, permissions);

  const box = (permission: EditablePermission, fine: boolean) => {
    const state = permissionBox(draft, permission, canGrantSystem);
    const text = permissionText(permission, i18n);
    return (
      <Item key={permission} $fine={fine} data-testid={`permission-${permission}`}>
        <Checkbox
          label={text.label}
          description={text.description}
          checked={state.checked}
          disabled={state.disabled}
          onCheckedChange={(checked) => setDraft((d) => togglePermission(d, permission, checked))}
        />
      </Item>
    );
  };

  return (
    <Wrapper data-testid="permissions-panel">
      {isSelf && (
        <Warning role="note" data-testid="self-permission-warning">
          <TriangleAlert size={16} aria-hidden />
          {t`These are your own permissions: removing some may make functions of the console unusable for you.`}
        </Warning>
      )}
      <List>
        {BROAD_PERMISSIONS.map((p) => box(p, false))}
        <Separator role="presentation" />
        {FINE_PERMISSIONS.map((p) => box(p, true))}
      </List>
      <Footer>
        <Button variant="secondary" disabled={!changed || saving} onClick={() => setDraft([...permissions])}>
          {t`Cancel`}
        </Button>
        <Button
          disabled={!changed}
          loading={saving}
          data-testid="save-permissions"
          onClick={async () => {
            setSaving(true);
            const ok = await onSave(draft);
            setSaving(false);
            if (!ok) setDraft([...permissions]);
          }}
        >
          {t`Save permissions`}
        </Button>
      </Footer>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Warning = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.small};
  svg {
    flex: none;
    margin-top: 1px;
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Item = styled.div<{ $fine: boolean }>`
  padding-left: ${({ theme, $fine }) => ($fine ? theme.spacing(4) : 0)};
`;

const Separator = styled.hr`
  width: 100%;
  margin: 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;
