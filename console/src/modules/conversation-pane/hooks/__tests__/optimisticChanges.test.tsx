import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { theme } from '../../../../shared/theme';
import { ToastProvider } from '../../../../ui/toast/ToastProvider';
import { SessionContext, type SessionContextValue } from '../../../session/utils/SessionContext';
import { ConversationPaneFragment } from '../../graphql/ConversationPane.fragment';
import type { PaneConversation } from '../../utils/types';
import { useConversationTags } from '../useConversationTags';
import { useSnoozeConversation } from '../useSnoozeConversation';
import { useUpdateStatus } from '../useUpdateStatus';
import { createCache } from '../../../../app/cache';

const conversation: PaneConversation & { __typename: 'Conversation' } = {
  __typename: 'Conversation',
  id: 'c1',
  name: 'Conversation c1',
  generatedName: false,
  online: false,
  profilePic: null,
  subtitle: null,
  status: 'open',
  tags: ['vip'],
  hidden: false,
  snooze: 0,
  source: 'web',
  livechat: false,
  agentOnly: false,
  unread: false,
  lastUpdateTimestamp: 1,
  orderTimestamp: 1,
  lastRead: null,
  mergedInto: null,
  assignedAgent: [],
  agent: [],
  team: [],
  customer: [],
  customerRating: null,
  agentRating: null,
};

/** A server that holds each mutation until released, then refuses it or answers with `answer`. */
function setup() {
  const pending: { release: (ok: boolean) => void }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        pending.push({
          release: (ok) => {
            if (ok) {
              const vars = operation.variables as { input?: { status?: string }; snooze?: number; tag?: string[] };
              const data = {
                ...conversation,
                status: vars.input?.status ?? conversation.status,
                snooze: vars.snooze ?? 0,
                tags: [...conversation.tags, ...(vars.tag ?? [])],
              };
              const field =
                operation.operationName === 'UpdateConversationFromPane'
                  ? 'updateConversation'
                  : operation.operationName === 'SnoozeConversation'
                    ? 'snoozeConversation'
                    : 'assignConversationTags';
              observer.next({ data: { [field]: data } });
            } else {
              observer.next({ errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] });
            }
            observer.complete();
          },
        });
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  const id = client.cache.identify(conversation)!;
  client.cache.writeFragment({ id, fragment: ConversationPaneFragment, fragmentName: 'ConversationPane_conversation', data: conversation });
  const read = () => client.cache.readFragment({ id, fragment: ConversationPaneFragment, fragmentName: 'ConversationPane_conversation' })!;
  const session = { user: { userId: 'me', displayName: 'Me' } } as unknown as SessionContextValue;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <SessionContext.Provider value={session}>
            <ApolloProvider client={client}>{children}</ApolloProvider>
          </SessionContext.Provider>
        </ToastProvider>
      </ThemeProvider>
    </I18nProvider>
  );
  return { pending, read, wrapper };
}

describe('optimistic conversation changes (spec §4)', () => {
  it('status: shown at once, rolled back when refused', async () => {
    const { pending, read, wrapper } = setup();
    const { result } = renderHook(() => useUpdateStatus('c1'), { wrapper });
    let done!: Promise<boolean>;
    act(() => {
      done = result.current('closed');
    });
    expect(read().status).toBe('closed');
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => {
      pending[0]!.release(false);
      expect(await done).toBe(false);
    });
    expect(read().status).toBe('open');
  });

  it('status: kept when the server agrees', async () => {
    const { pending, read, wrapper } = setup();
    const { result } = renderHook(() => useUpdateStatus('c1'), { wrapper });
    let done!: Promise<boolean>;
    act(() => {
      done = result.current('closed');
    });
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => {
      pending[0]!.release(true);
      expect(await done).toBe(true);
    });
    expect(read().status).toBe('closed');
  });

  it('snooze and tags roll back too', async () => {
    const { pending, read, wrapper } = setup();
    const snooze = renderHook(() => useSnoozeConversation('c1'), { wrapper });
    const tags = renderHook(() => useConversationTags('c1'), { wrapper });
    let s!: Promise<boolean>;
    let t!: Promise<boolean>;
    act(() => {
      s = snooze.result.current(5_000);
      t = tags.result.current.add('urgent');
    });
    expect(read().snooze).toBe(5_000);
    expect(read().tags).toEqual(['vip', 'urgent']);
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => {
      pending.forEach((p) => p.release(false));
      await Promise.all([s, t]);
    });
    expect(read().snooze).toBe(0);
    expect(read().tags).toEqual(['vip']);
  });
});

describe('two changes in quick succession (spec §3 pending versions)', () => {
  it('the first answer does not undo the second change before the second answer comes', async () => {
    const { pending, read, wrapper } = setup();
    const { result } = renderHook(() => useUpdateStatus('c1'), { wrapper });
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current('closed');
    });
    act(() => {
      second = result.current('open');
    });
    expect(read().status).toBe('open');
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => {
      pending[0]!.release(true);
      expect(await first).toBe(true);
    });
    expect(read().status).toBe('open');
    await act(async () => {
      pending[1]!.release(true);
      expect(await second).toBe(true);
    });
    expect(read().status).toBe('open');
  });
});

describe('a refused change followed by another', () => {
  it('the refusal rolls back only what no later change wrote again', async () => {
    const { pending, read, wrapper } = setup();
    const { result } = renderHook(() => useUpdateStatus('c1'), { wrapper });
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current('closed');
    });
    act(() => {
      second = result.current('open');
    });
    await waitFor(() => expect(pending).toHaveLength(2));
    act(() => {
      result.current('closed');
    });
    await act(async () => {
      pending[0]!.release(false);
      expect(await first).toBe(false);
    });
    expect(read().status).toBe('closed');
    await act(async () => {
      pending[1]!.release(true);
      pending[2]!.release(true);
      await second;
    });
    expect(read().status).toBe('closed');
  });
});
