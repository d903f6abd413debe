import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import type { ReactNode } from 'react';
import { pushContentFor } from '../../utils/pushContent';
import { FILE_SUBTYPE, MessageType } from '../../utils/messageRules';
import { useSendQueue } from '../useSendQueue';
import { createCache } from '../../../../app/cache';

interface SentInput {
  conversationId: string;
  localId: string;
  meta: Record<string, unknown>;
  pushContent?: string;
}

/** A server that records each sendMessage input and answers it as stored. */
function setup() {
  const sent: SentInput[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const input = (operation.variables as { input: SentInput }).input;
        sent.push(input);
        observer.next({
          data: {
            sendMessage: {
              __typename: 'Message',
              id: `m${sent.length}`,
              localId: input.localId,
              conversationId: input.conversationId,
              seq: sent.length,
              timestamp: 1,
              senderId: 'me',
              senderType: 'agent',
              dataType: 51,
              internal: false,
              pushContent: input.pushContent ?? null,
              meta: input.meta,
            },
          },
        });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { sent, wrapper };
}

describe('useSendQueue', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends a text message with pushContent tb_text, as the widget does (spec §3 Message.pushContent)', async () => {
    const { sent, wrapper } = setup();
    const confirmed: { pushContent: string | null }[] = [];
    const { result } = renderHook(() => useSendQueue('c1', 'me', (m) => confirmed.push(m)), { wrapper });
    act(() => result.current.sendText('Hello there', { internal: false }));
    // The pending copy already carries it.
    expect(result.current.pending[0]).toMatchObject({ pushContent: 'tb_text', meta: { type: MessageType.text, content: 'Hello there' } });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ conversationId: 'c1', pushContent: 'tb_text', meta: { type: MessageType.text, content: 'Hello there' } });
    await waitFor(() => expect(confirmed).toEqual([expect.objectContaining({ pushContent: 'tb_text' })]));
  });

  it('sends a template without one: the spec names none for it', async () => {
    const { sent, wrapper } = setup();
    const { result } = renderHook(() => useSendQueue('c2', 'me', () => undefined), { wrapper });
    act(() => result.current.sendTemplate({ key: 'hello', name: 'Hello', displayParams: [] }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.pushContent).toBeUndefined();
  });
});

describe('pushContentFor', () => {
  it('is tb_text for text, tb_image for an image with a preview, tb_file for other files, nothing otherwise', () => {
    expect(pushContentFor({ type: MessageType.text })).toBe('tb_text');
    expect(pushContentFor({ type: MessageType.file, subtype: FILE_SUBTYPE.imageWithPreview })).toBe('tb_image');
    expect(pushContentFor({ type: MessageType.file, subtype: FILE_SUBTYPE.file })).toBe('tb_file');
    expect(pushContentFor({ type: MessageType.file })).toBe('tb_file');
    expect(pushContentFor({ type: MessageType.template })).toBeUndefined();
  });
});
