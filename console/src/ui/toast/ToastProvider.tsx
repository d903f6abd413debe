import * as RadixToast from '@radix-ui/react-toast';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes, type DefaultTheme } from 'styled-components';
import { ToastContext, type ToastKind, type ToastOptions } from './ToastContext';
import { TOAST_DURATION } from './toastDurations';
import { subtleButtonStyles } from '../controlStyles';

interface ToastItem extends ToastOptions {
  id: number;
  kind: ToastKind;
  duration: number;
  open: boolean;
}

const icons: Record<ToastKind, ReactNode> = {
  success: <CircleCheck size={18} aria-hidden />,
  error: <CircleAlert size={18} aria-hidden />,
  info: <Info size={18} aria-hidden />,
  warning: <TriangleAlert size={18} aria-hidden />,
};

/** Holds the toasts of the app; each one closes by itself after its duration. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback((options: ToastOptions) => {
    const kind = options.kind ?? 'success';
    const item: ToastItem = {
      ...options,
      id: nextId.current++,
      kind,
      duration: options.duration ?? TOAST_DURATION[kind],
      open: true,
    };
    setItems((current) => [...current.slice(-3), item]);
  }, []);

  const close = (id: number) => {
    setItems((current) => current.map((i) => (i.id === id ? { ...i, open: false } : i)));
    // Leave time for the closing animation, then forget it.
    window.setTimeout(() => setItems((current) => current.filter((i) => i.id !== id)), 300);
  };

  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider swipeDirection="right" label={t`Notification`}>
        {children}
        {items.map((item) => (
          <Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            type={item.kind === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && close(item.id)}
            data-kind={item.kind}
            data-duration={item.duration}
            $kind={item.kind}
          >
            <IconSlot $kind={item.kind}>{icons[item.kind]}</IconSlot>
            <Text>
              <Title>{item.title}</Title>
              {item.description && <Description>{item.description}</Description>}
            </Text>
            <RadixToast.Close asChild>
              <Close type="button" aria-label={t`Dismiss`}>
                <X size={16} aria-hidden />
              </Close>
            </RadixToast.Close>
          </Root>
        ))}
        {/* Radix puts the shortcut (F8) where {hotkey} stands. */}
        <Viewport label={`${t`Notifications`} ({hotkey})`} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

function accent(theme: DefaultTheme, kind: ToastKind): string {
  switch (kind) {
    case 'success':
      return theme.colors.success;
    case 'error':
      return theme.colors.danger;
    case 'warning':
      return theme.colors.warning;
    case 'info':
      return theme.colors.info;
  }
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(24px); }
  to { opacity: 1; transform: translateX(0); }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: ${({ theme }) => theme.layer.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  width: 380px;
  max-width: 100vw;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(5)};
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3.5)} ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(3.5)} ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $kind }) => accent(theme, $kind)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.large};
  &[data-state='open'] {
    animation: ${slideIn} 200ms ease;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 150ms ease forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    animation: ${fadeOut} 150ms ease forwards;
  }
`;

const IconSlot = styled.span<{ $kind: ToastKind }>`
  display: inline-flex;
  margin-top: 1px;
  color: ${({ theme, $kind }) => accent(theme, $kind)};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled(RadixToast.Title)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled(RadixToast.Description)`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  ${subtleButtonStyles}
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
