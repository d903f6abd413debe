import { useContext } from 'react';
import { ToastContext, type ShowToast } from './ToastContext';

/** `const toast = useToast(); toast({ kind: 'success', title: t`Saved` })` */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}
