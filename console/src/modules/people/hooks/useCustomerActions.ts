import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UpdateCustomerInput } from '../../../__generated__/graphql';
import { useToast } from '../../../ui/toast/useToast';
import { describeGraphqlError } from '../../conversation-pane/utils/describeError';
import { useSession } from '../../session/hooks/useSession';
import { AddCustomerNoteMutation } from '../graphql/AddCustomerNote.mutation';
import { ArchiveCustomerMutation } from '../graphql/ArchiveCustomer.mutation';
import { AssignCustomerTagsMutation } from '../graphql/AssignCustomerTags.mutation';
import { CreateConversationMutation } from '../graphql/CreateConversation.mutation';
import { CustomerTagsQuery } from '../graphql/CustomerTags.query';
import { UnassignCustomerTagsMutation } from '../graphql/UnassignCustomerTags.mutation';
import { UpdateCustomerMutation } from '../graphql/UpdateCustomer.mutation';

export interface CustomerActions {
  /** Saves changed profile fields; false (after an error toast) when refused. */
  update: (patch: Omit<UpdateCustomerInput, 'id'>) => Promise<boolean>;
  archive: () => Promise<void>;
  createConversation: () => Promise<void>;
  addNote: (content: string) => Promise<boolean>;
  addTag: (tag: string) => Promise<boolean>;
  removeTag: (tag: string) => Promise<boolean>;
}

/** Apollo normalizes an optimistic answer by its __typename, which the generated types leave out. */
const withTypename = <T extends object>(value: T): T => ({ __typename: 'Customer', ...value }) as T;

/** What the customer page does to one customer, with the toasts of spec §8. */
export function useCustomerActions(customerId: string, tags: readonly string[]): CustomerActions {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useSession();
  const [updateCustomer] = useMutation(UpdateCustomerMutation);
  const [archiveCustomer] = useMutation(ArchiveCustomerMutation);
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

  return { update, archive, createConversation, addNote, addTag, removeTag };
}
