import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Menu, MenuItem } from '../../../ui/Menu';
import { useHideConversation } from '../../conversation-pane/hooks/useHideConversation';

export interface CardMenuProps {
  conversationId: string;
  hidden: boolean;
}

/**
 * The "⋯" button on a list card and its menu (Hide / Unhide). A card mounts each time scrolling
 * brings it into view, so the card draws only a plain button; the menu (Radix, the mutation hooks)
 * mounts the first time that button is pressed and stays for the card's life.
 */
export function CardMenu({ conversationId, hidden }: CardMenuProps) {
  const { t } = useLingui();
  const [armed, setArmed] = useState(false);
  const label = t`Conversation actions`;
  if (!armed) {
    return (
      <button
        type="button"
        className="more"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        data-testid="card-menu"
        onPointerDown={(e) => {
          // Radix opens its menus on pointer down: arm on the same gesture so one press opens it.
          if (e.button === 0 && !e.ctrlKey) setArmed(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
            e.preventDefault();
            setArmed(true);
          }
        }}
      >
        <MoreHorizontal size={16} aria-hidden />
      </button>
    );
  }
  return <ArmedCardMenu conversationId={conversationId} hidden={hidden} label={label} />;
}

function ArmedCardMenu({ conversationId, hidden, label }: CardMenuProps & { label: string }) {
  const { t } = useLingui();
  const setHidden = useHideConversation();
  // Opened by the press that armed it.
  const [open, setOpen] = useState(true);
  return (
    <Menu
      label={label}
      align="end"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="more" aria-label={label} title={label} data-testid="card-menu" data-open={open ? 'true' : undefined}>
          <MoreHorizontal size={16} aria-hidden />
        </button>
      }
    >
      <MenuItem icon={hidden ? <Eye size={14} /> : <EyeOff size={14} />} onSelect={() => void setHidden(conversationId, !hidden)}>
        {hidden ? t`Unhide conversation` : t`Hide conversation`}
      </MenuItem>
    </Menu>
  );
}

/* The card's link and, beside it (a button may not sit inside a link), its "⋯" menu button. */
export const CardRow = styled.div`
  position: relative;
  height: 100%;
  .more {
    position: absolute;
    right: ${({ theme }) => theme.spacing(2)};
    bottom: ${({ theme }) => theme.spacing(2)};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 26px;
    height: 22px;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    opacity: 0;
  }
  &:hover .more,
  .more:focus-visible,
  .more[data-open] {
    opacity: 1;
  }
  .more:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
