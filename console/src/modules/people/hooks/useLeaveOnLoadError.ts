import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../ui/toast/useToast';
import { describeGraphqlError } from '../../../shared/describeError';

/**
 * Spec §2: a profile that cannot be loaded (unknown id, no right, no answer) shows an error toast
 * and goes back to its list. Spec §8 reuses the invite failure message for it, on both profiles.
 */
export function useLeaveOnLoadError(error: unknown, listPath: string): void {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const left = useRef(false);
  useEffect(() => {
    if (!error || left.current) return;
    left.current = true;
    toast({
      kind: 'error',
      title: t`Unable to invite this person. Please check whether the email is already in the agent list.`,
      description: describeGraphqlError(error, t`Server connection failed`),
    });
    navigate(listPath, { replace: true });
  }, [error, listPath, navigate, t, toast]);
}
