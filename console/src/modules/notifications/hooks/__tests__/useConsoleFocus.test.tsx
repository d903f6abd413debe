import { ApolloClient, ApolloLink, InMemoryCache, Observable, type FetchResult } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FOCUS_BEACON_PATH, FOCUS_HEARTBEAT_MS, useConsoleFocus } from '../useConsoleFocus';

/** What the tab looks like to the hook: visible or not, focused or not. */
let visibility: DocumentVisibilityState = 'visible';
let focused = true;

function setup() {
  const reports: { tabId: string; focused: boolean }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        reports.push(operation.variables as { tabId: string; focused: boolean });
        observer.next({ data: { reportConsoleFocus: true } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const beacons: { url: string; body: Blob }[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      beacons.push({ url, body });
      return true;
    },
  });
  return { reports, beacons, wrapper, focusedReports: () => reports.map((r) => r.focused) };
}

/** jsdom's Blob has no text(). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** Lets the mutations' promises and a deferred blur check run. */
async function settle(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function fire(target: Window | Document, type: string) {
  act(() => {
    target.dispatchEvent(new Event(type));
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  focused = true;
  sessionStorage.clear();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  jest.spyOn(document, 'hasFocus').mockImplementation(() => focused);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useConsoleFocus', () => {
  it('reports a focused tab at once and every minute while it stays focused and visible, under one tab id', async () => {
    const { reports, wrapper, focusedReports } = setup();
    renderHook(() => useConsoleFocus(), { wrapper });
    await settle();
    expect(focusedReports()).toEqual([true]);

    await settle(FOCUS_HEARTBEAT_MS);
    await settle(FOCUS_HEARTBEAT_MS);
    expect(focusedReports()).toEqual([true, true, true]);
    expect(new Set(reports.map((r) => r.tabId)).size).toBe(1);
    expect(reports[0].tabId).toBe(sessionStorage.getItem('parley.tabId'));
  });

  it('reports unfocused on blur and when hidden, once, and stops the heartbeat until focus comes back', async () => {
    const { wrapper, focusedReports } = setup();
    renderHook(() => useConsoleFocus(), { wrapper });
    await settle();

    focused = false;
    fire(window, 'blur');
    await settle();
    expect(focusedReports()).toEqual([true, false]);
    await settle(FOCUS_HEARTBEAT_MS * 2);
    expect(focusedReports()).toEqual([true, false]);

    focused = true;
    fire(window, 'focus');
    await settle();
    expect(focusedReports()).toEqual([true, false, true]);

    visibility = 'hidden';
    fire(document, 'visibilitychange');
    fire(window, 'blur');
    await settle(FOCUS_HEARTBEAT_MS);
    // Hidden and blurred together still make one report.
    expect(focusedReports()).toEqual([true, false, true, false]);

    visibility = 'visible';
    fire(document, 'visibilitychange');
    await settle();
    expect(focusedReports()).toEqual([true, false, true, false, true]);
  });

  it('keeps the tab focused when focus only moves into a frame of the page', async () => {
    const { wrapper, focusedReports } = setup();
    renderHook(() => useConsoleFocus(), { wrapper });
    await settle();
    // The window blurs but the document (its frame) still has focus.
    fire(window, 'blur');
    await settle();
    expect(focusedReports()).toEqual([true]);
  });

  it('says nothing for a tab opened in the background until it is focused', async () => {
    focused = false;
    visibility = 'hidden';
    const { wrapper, focusedReports } = setup();
    renderHook(() => useConsoleFocus(), { wrapper });
    await settle(FOCUS_HEARTBEAT_MS);
    expect(focusedReports()).toEqual([]);
  });

  it('sends a beacon to the REST twin on pagehide, not a request that unloading would cancel', async () => {
    const { beacons, wrapper, focusedReports, reports } = setup();
    renderHook(() => useConsoleFocus(), { wrapper });
    await settle();
    fire(window, 'pagehide');
    await settle(FOCUS_HEARTBEAT_MS);
    expect(focusedReports()).toEqual([true]);
    expect(beacons).toHaveLength(1);
    expect(beacons[0].url).toBe(FOCUS_BEACON_PATH);
    expect(beacons[0].body.type).toBe('application/json');
    expect(JSON.parse(await blobText(beacons[0].body))).toEqual({ tabId: reports[0].tabId, focused: false, clientType: 26 });
  });

  it('sends the beacon when the shell unmounts (signed out) while focused', async () => {
    const { beacons, wrapper } = setup();
    const { unmount } = renderHook(() => useConsoleFocus(), { wrapper });
    await settle();
    unmount();
    expect(beacons).toHaveLength(1);
  });
});
