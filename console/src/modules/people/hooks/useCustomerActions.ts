import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UpdateCustomerInput } from '../../../__generated__/graphql';
import { useToast } from '../../../ui/toast/useToast';
import { describeGraphqlError } from '../../../shared/describeError';
import { useSession } from '../../session/hooks/useSession';
import { AddCustomerNoteMutation } from '../graphql/AddCustomerNote.mutation';
import { ArchiveCustomerMutation } from '../graphql/ArchiveCustomer.mutation';
import { AssignCustomerTagsMutation } from '../graphql/AssignCustomerTags.mutation';
import { CreateConversationMutation } from '../graphql/CreateConversation.mutation';
import { CustomerTagsQuery } from '../graphql/CustomerTags.query';
import { EraseCustomerMutation } from '../graphql/EraseCustomer.mutation';
import { UnassignCustomerTagsMutation } from '../graphql/UnassignCustomerTags.mutation';
import { UpdateCustomerMutation } from '../graphql/UpdateCustomer.mutation';
import { forgetCustomer } from '../utils/customerCache';
import { erasureCounts } from '../utils/erasureSummary';

export interface CustomerActions {
  /** Saves changed profile fields; false (after an error toast) when refused. */
  update: (patch: Omit<UpdateCustomerInput, 'id'>) => Promise<boolean>;
  archive: () => Promise<void>;
  /** Erases the customer for good; then a toast with the counts and /customers. Rejects with the refusal, for the dialog to show. */
  erase: (reason: string) => Promise<void>;
  /** A customer.erased event: when it is this customer, erased elsewhere, a toast and back to /customers. */
  onErased: (customerId: string) => void;
  /** The customer is being erased (here or elsewhere): a refused reload of the profile is expected, not news. */
  leaving: boolean;
  createConversation: () => Promise<void>;
  addNote: (content: string) => Promise<boolean>;
  addTag: (tag: string) => Promise<boolean>;
  removeTag: (tag: string) => Promise<boolean>;
}

/** Apollo normalizes an optimistic answer by its __typename, which the generated types leave out. */
const withTypename = <T extends object>(value: T): T => ({ __typename: 'Customer', ...value }) as T;

/** What the customer page does to one customer, with the toasts of spec §8. */
export function useCustomerActions(customerId: string, tags: readonly string[]): CustomerActions {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useSession();
  const [updateCustomer] = useMutation(UpdateCustomerMutation);
  const [archiveCustomer] = useMutation(ArchiveCustomerMutation);
  const [eraseCustomer] = useMutation(EraseCustomerMutation);
  const [leaving, setLeaving] = useState(false);
  // A ref as well as the state: the customer.erased event of this tab's own erasure may come in
  // before the mutation's answer, in the same tick, before a render could show the state.
  const erasingHere = useRef(false);
  const [addCustomerNote] = useMutation(AddCustomerNoteMutation);
  const [assignTags] = useMutation(AssignCustomerTagsMutation);
  const [unassignTags] = useMutation(UnassignCustomerTagsMutation);
  const [createConversationMutation] = useMutation(CreateConversationMutation);
  const failed = useCallback(
    (title: string, error: unknown) => toast({ kind: 'error', title, description: describeGraphqlError(error, t`Server connection failed`) }),
    [t, toast],
  );

  const update = useCallback(
    async (patch: Omit<UpdateCustomerInput, 'id'>) => {
      try {
        await updateCustomer({ variables: { input: { id: customerId, ...patch } } });
        return true;
      } catch (error) {
        failed(t`Update failed`, error);
        return false;
      }
    },
    [customerId, failed, t, updateCustomer],
  );

  const archive = useCallback(async () => {
    try {
      await archiveCustomer({ variables: { id: customerId } });
      toast({ kind: 'success', title: t`Archived` });
      navigate('/customers');
    } catch (error) {
      failed(t`Failed to archive customer`, error);
    }
  }, [archiveCustomer, customerId, failed, navigate, t, toast]);

  const erase = useCallback(
    async (reason: string) => {
      erasingHere.current = true;
      setLeaving(true);
      try {
        const res = await eraseCustomer({
          variables: { id: customerId, reason: reason.trim() || null },
          update: (cache) => forgetCustomer(cache, customerId),
        });
        const erased = res.data?.eraseCustomer;
        if (!erased) throw new Error('no erasure');
        const counts = erasureCounts(erased, i18n);
        toast({ kind: 'success', title: t`Erased: ${counts}` });
        navigate('/customers');
      } catch (error) {
        erasingHere.current = false;
        setLeaving(false);
        throw error;
      }
    },
    [customerId, eraseCustomer, i18n, navigate, t, toast],
  );

  const onErased = useCallback(
    (erasedId: string) => {
      if (erasedId !== customerId || erasingHere.current) return;
      setLeaving(true);
      toast({ kind: 'info', title: t`This customer was erased`, description: t`Their profile and conversations are gone.` });
      navigate('/customers', { replace: true });
    },
    [customerId, navigate, t, toast],
  );

  const createConversation = useCallback(async () => {
    try {
      const res = await createConversationMutation({ variables: { input: { customer: [customerId], ...(user ? { agent: [user.userId] } : {}) } } });
      const id = res.data?.createConversation.id;
      if (!id) throw new Error('no conversation');
      toast({ kind: 'success', title: t`Conversation created` });
      navigate(`/conversation/${id}`);
    } catch (error) {
      failed(t`Failed to create conversation`, error);
    }
  }, [createConversationMutation, customerId, failed, navigate, t, toast, user]);

  const addNote = useCallback(
    async (content: string) => {
      try {
        await addCustomerNote({ variables: { id: customerId, content } });
        return true;
      } catch (error) {
        failed(t`The note could not be added`, error);
        return false;
      }
    },
    [addCustomerNote, customerId, failed, t],
  );

  // Tags show at once and go back if the server refuses (spec §4: tag edits are optimistic).
  const addTag = useCallback(
    async (tag: string) => {
      try {
        await assignTags({
          variables: { id: customerId, tag: [tag] },
          optimisticResponse: { assignCustomerTags: withTypename({ id: customerId, tags: tags.includes(tag) ? [...tags] : [...tags, tag] }) },
          refetchQueries: [CustomerTagsQuery],
        });
        return true;
      } catch (error) {
        failed(t`Update failed`, error);
        return false;
      }
    },
    [assignTags, customerId, failed, t, tags],
  );
  const removeTag = useCallback(
    async (tag: string) => {
      try {
        await unassignTags({
          variables: { id: customerId, tag: [tag] },
          optimisticResponse: { unassignCustomerTags: withTypename({ id: customerId, tags: tags.filter((x) => x !== tag) }) },
        });
        return true;
      } catch (error) {
        failed(t`Update failed`, error);
        return false;
      }
    },
    [customerId, failed, t, tags, unassignTags],
  );

  return { update, archive, erase, onErased, leaving, createConversation, addNote, addTag, removeTag };
}
