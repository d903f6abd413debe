import { createContext, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  kind?: ToastKind;
  title: ReactNode;
  description?: ReactNode;
  /** Milliseconds; defaults to TOAST_DURATION[kind]. */
  duration?: number;
}

export type ShowToast = (options: ToastOptions) => void;

export const ToastContext = createContext<ShowToast | null>(null);
