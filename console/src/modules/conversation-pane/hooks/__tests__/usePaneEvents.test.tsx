import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EventHub } from '../../../realtime/utils/EventHub';
import { RealtimeHubContext } from '../../../realtime/utils/realtimeContext';
import { usePaneEvents } from '../usePaneEvents';

describe("the pane's events", () => {
  it("include a customer's erasure that names the open conversation among theirs", () => {
    const hub = new EventHub();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RealtimeHubContext.Provider value={{ hub, session: null }}>{children}</RealtimeHubContext.Provider>
    );
    const onEvent = jest.fn();
    renderHook(() => usePaneEvents('c1', onEvent), { wrapper });
    const publish = (payload: Record<string, unknown>) => act(() => hub.publish({ id: 'e', type: 'customer.erased', cursor: null, replay: false, payload }));
    publish({ customerId: 'u2', conversationIds: ['c2', 'c3'] });
    expect(onEvent).not.toHaveBeenCalled();
    publish({ customerId: 'u1', conversationIds: ['c0', 'c1'] });
    expect(onEvent).toHaveBeenCalledTimes(1);
  });
});
