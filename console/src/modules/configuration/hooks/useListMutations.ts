import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

export interface ListMutationDocuments<TInput> {
  create: TypedDocumentNode<unknown, { input: TInput }>;
  update: TypedDocumentNode<unknown, { id: string; input: TInput }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
}

export interface ListMutations<TInput> {
  /** Updates the item with this id, or creates one when there is none yet. */
  save: (id: string | null | undefined, input: TInput) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/**
 * Create, update and delete for a settings list read by `list`. Each resolves only once the list has
 * been read again, so a dialog that closes on success closes on the list that holds the change.
 */
export function useListMutations<TInput>(list: DocumentNode, documents: ListMutationDocuments<TInput>): ListMutations<TInput> {
  const refetch = { refetchQueries: [list], awaitRefetchQueries: true };
  const [create] = useMutation(documents.create, refetch);
  const [update] = useMutation(documents.update, refetch);
  const [remove] = useMutation(documents.remove, refetch);
  return {
    save: (id, input) => (id ? update({ variables: { id, input } }) : create({ variables: { input } })),
    remove: (id) => remove({ variables: { id } }),
  };
}
