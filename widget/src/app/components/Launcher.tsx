import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Badge } from './Badge';
import { ChatIcon } from './ChatIcon';

/** Room around the launcher inside its frame: 20 px to the page's corner, the same again for the shadow. */
export const LAUNCHER_MARGIN = 40;

export interface LauncherProps {
  onOpen: () => void;
  /** The pointer came over it or it took focus: the visitor may open it next, so the panel's code starts loading. */
  onIntent: () => void;
  unread: number;
  /** The workspace's launcher icon (conversationButtonIcon), else the chat glyph. */
  icon: string | null;
  /** The launcher text in the visitor's language (conversationButtonText); empty makes the round launcher. */
  label: string;
  /** The launcher's size, so the frame around it fits. */
  onSize: (size: { width: number; height: number }) => void;
}

/** The collapsed widget: a round button (or a pill with its text) at the bottom right, with the unread count. */
export function Launcher({ onOpen, onIntent, unread, icon, label, onSize }: LauncherProps) {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const el = button.current;
    if (!el) return undefined;
    const report = () => onSize({ width: Math.ceil(el.offsetWidth) + LAUNCHER_MARGIN, height: Math.ceil(el.offsetHeight) + LAUNCHER_MARGIN });
    report();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(report);
    observer.observe(el);
    return () => observer.disconnect();
  }, [onSize, label, icon]);

  const name = label || t`Open chat`;
  return (
    <Button
      ref={button}
      type="button"
      $withLabel={label !== ''}
      aria-label={unread ? t`${name} (${unread} unread)` : name}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      data-testid="launcher"
    >
      {icon ? <Icon src={icon} alt="" data-testid="launcher-icon" /> : <ChatIcon />}
      {label && <Label data-testid="launcher-label">{label}</Label>}
      {unread > 0 && <Count data-testid="unread-count">{unread > 99 ? '99+' : unread}</Count>}
    </Button>
  );
}

const Button = styled.button<{ $withLabel: boolean }>`
  position: fixed;
  right: 20px;
  bottom: 20px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: 60px;
  height: 60px;
  padding: ${({ $withLabel }) => ($withLabel ? '0 22px 0 16px' : '0')};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  transition: transform 0.15s ease;
  &:hover {
    transform: scale(1.04);
  }
`;
const Icon = styled.img`
  width: 36px;
  height: 36px;
  object-fit: contain;
  border-radius: 6px;
`;
const Label = styled.span`
  max-width: 200px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 15px;
`;
const Count = styled(Badge)`
  position: absolute;
  top: -2px;
  right: -2px;
  border: 2px solid #fff;
  height: 22px;
  line-height: 18px;
`;
