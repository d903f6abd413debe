// What the inbox benchmarks inject into the page: when the first 20 rows are painted, and every fetch.

/** What the injected script records, in page time (navigation start = 0). */
export interface PageRecord {
  /** The 20th card exists and the frame that holds it has been rendered. */
  painted: number | null;
  /** Every fetch: GraphQL operation name, start, end of its body. */
  ops: { op: string; start: number; end: number }[];
}

declare global {
  interface Window {
    __bench?: PageRecord;
  }
}

/** Runs in the page before its scripts (serialized: self-contained). */
export function instrument(): void {
  const record: PageRecord = { painted: null, ops: [] };
  window.__bench = record;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const start = performance.now();
    let op = String(input instanceof Request ? input.url : input);
    if (typeof init?.body === 'string') {
      try {
        const body = JSON.parse(init.body) as { operationName?: string; variables?: { filter?: { filter?: string } } };
        // The list and the notifications' watch of 'me' share one operation: tell them apart by view.
        op = `${body.operationName ?? op}${body.variables?.filter?.filter ? `(${body.variables.filter.filter})` : ''}`;
      } catch {
        // not a GraphQL body: keep the URL
      }
    }
    const res = await realFetch(input, init);
    void res
      .clone()
      .arrayBuffer()
      .then(() => record.ops.push({ op, start, end: performance.now() }))
      .catch(() => undefined);
    return res;
  };
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('[data-testid="conversation-list"] [data-testid="conversation-card"]').length < 20) return;
    observer.disconnect();
    // The rAF runs before the frame holding the rows is rendered; a message posted from it is
    // delivered after that frame, which is when the rows are on screen.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        record.painted = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}
