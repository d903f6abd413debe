import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ConversationStatusFilter } from '../../../__generated__/graphql';
import { FOCUS_MESSAGE_PARAM } from '../../conversation-pane/utils/focusMessageParam';
import { CUSTOMER_PARAM, STATUS_PARAM, VIEW_PARAM, readInboxAddress } from '../utils/inboxAddress';

/**
 * The inbox's place in the address: /conversation/{id}?view=…&status=…(&customerId=… from the
 * customer list, &message=… from a search result), so a reload, the back button and a shared link
 * land on the same list and conversation.
 */
export function useInboxRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { view, customerId, status } = readInboxAddress(params);

  const query = useCallback(
    (next: { view?: string | null; status?: ConversationStatusFilter; message?: string }) => {
      const q = new URLSearchParams();
      const v = next.view === undefined ? view : next.view;
      const s = next.status ?? status;
      // Choosing a view leaves the customer filter; opening a conversation or a status keeps it.
      const c = next.view === undefined ? customerId : null;
      if (v) q.set(VIEW_PARAM, v);
      if (c) q.set(CUSTOMER_PARAM, c);
      if (s !== 'open') q.set(STATUS_PARAM, s);
      if (next.message) q.set(FOCUS_MESSAGE_PARAM, next.message);
      const text = q.toString();
      return text ? `?${text}` : '';
    },
    [customerId, status, view],
  );

  const conversationPath = useCallback((conversationId: string, message?: string) => `/conversation/${conversationId}${query({ message })}`, [query]);
  // Another view keeps the open conversation open; its own status choice starts again.
  const viewPath = useCallback((value: string) => `/conversation${id ? `/${id}` : ''}${query({ view: value, status: 'open' })}`, [id, query]);
  const statusPath = useCallback((s: ConversationStatusFilter) => `/conversation${id ? `/${id}` : ''}${query({ status: s })}`, [id, query]);

  return useMemo(
    () => ({
      selectedId: id ?? null,
      view,
      customerId,
      status,
      conversationPath,
      viewPath,
      open: (conversationId: string) => navigate(conversationPath(conversationId)),
      setStatus: (s: ConversationStatusFilter) => navigate(statusPath(s)),
      setView: (value: string) => navigate(viewPath(value)),
    }),
    [conversationPath, customerId, id, navigate, status, statusPath, view, viewPath],
  );
}
