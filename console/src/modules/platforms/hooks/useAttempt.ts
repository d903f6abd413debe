import { useCallback } from 'react';
import { useToast } from '../../../ui/toast/useToast';

/** Runs a change and says how it went (spec §8 toasts); true when it went through. */
export function useAttempt() {
  const toast = useToast();
  return useCallback(
    async (run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
      try {
        await run();
        toast({ kind: 'success', title: success });
        return true;
      } catch {
        toast({ kind: 'error', title: failure });
        return false;
      }
    },
    [toast],
  );
}
