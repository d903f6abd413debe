import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../../shared/theme';
import { heldLink } from '../../../../test/heldLink';
import { ToastProvider } from '../../../../ui/toast/ToastProvider';
import { EventHub } from '../../../realtime/utils/EventHub';
import { RealtimeHubContext } from '../../../realtime/utils/realtimeContext';
import { useMessageExports } from '../useMessageExports';
import { createCache } from '../../../../app/cache';

const exportRow = (status: string) => ({
  __typename: 'MessageExport' as const,
  id: 'x1',
  from: '2026-11-01',
  to: '2026-11-27',
  includeVoice: false,
  includeFile: true,
  status,
  createDate: 1,
  size: null,
  conversations: null,
  currentKey: true,
});

/** A server whose answers the test releases one by one; each answers the export's status at release time. */
function heldServer() {
  const held = heldLink();
  let status = 'pending';
  return {
    link: held.link,
    requests: held.requests,
    setStatus: (s: string) => (status = s),
    /** Answers request i as the server would if it read the row now. */
    release: (i: number) => held.answer(i, { data: { messageExports: [exportRow(status)] } }),
  };
}

describe('the export list following the jobs', () => {
  it('asks again when a job finishes while an earlier read is still on its way, and shows the archive ready', async () => {
    const server = heldServer();
    const client = new ApolloClient({ link: server.link, cache: createCache() });
    const hub = new EventHub();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>
        <I18nProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <ToastProvider>
              <RealtimeHubContext.Provider value={{ hub, session: null }}>{children}</RealtimeHubContext.Provider>
            </ToastProvider>
          </ThemeProvider>
        </I18nProvider>
      </ApolloProvider>
    );
    const { result } = renderHook(() => useMessageExports(), { wrapper });
    await waitFor(() => expect(server.requests()).toBe(1));
    const announce = (id: string) => act(() => hub.publish({ id, type: 'report.updated', cursor: null, replay: false, payload: { what: 'messageExport' } }));

    server.release(0);
    // The export was announced (Scheduled): a refresh reads the row, and its answer takes its time.
    announce('e1');
    await waitFor(() => expect(server.requests()).toBe(2));
    // The job finishes and says so while that read is still on its way: the refresh this asks for
    // must be a request of its own, not a share of the one that read the row as Scheduled.
    announce('e2');
    await waitFor(() => expect(server.requests()).toBe(3));
    server.release(1);
    server.setStatus('success');
    server.release(2);
    await waitFor(() => expect(result.current.jobs.map((j) => j.status)).toEqual(['success']));
  });
});
