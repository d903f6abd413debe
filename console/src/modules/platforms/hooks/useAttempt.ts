import { useCallback } from 'react';
import { describeGraphqlError } from '../../../shared/describeError';
import { useToast } from '../../../ui/toast/useToast';

/**
 * Runs a change and says how it went (spec §8 toasts); true when it went through. A refusal says
 * why under the toast's title (a page token Facebook did not accept, say), in the server's words.
 */
export function useAttempt() {
  const toast = useToast();
  return useCallback(
    async (run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
      try {
        await run();
        toast({ kind: 'success', title: success });
        return true;
      } catch (err) {
        const why = describeGraphqlError(err, '');
        toast({ kind: 'error', title: failure, ...(why ? { description: why } : {}) });
        return false;
      }
    },
    [toast],
  );
}
