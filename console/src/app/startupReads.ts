import type { UpdatesPage } from '@parley/protocol';
import type { ViewParams } from '../modules/inbox/utils/views';

export interface StartupReads {
  /** GET /api/me, already asked for. */
  me: Promise<unknown>;
  /** Reads the realtime cursor (updatesSince without a cursor); null when it is too late to (the session already read it). */
  readCursor: () => Promise<UpdatesPage> | null;
  /** Asks for the inbox's first page of this view. */
  readFirstPage: (params: ViewParams) => void;
  /** The inbox view the address names on its own, or null (another page, a team's or a saved view). */
  inboxParams: ViewParams | null;
}

/**
 * What the console asks the server for at startup, while its code still arrives: once the session
 * is known to be signed in (a signed-out visitor asks for nothing more), the realtime cursor; and,
 * on the inbox, its first page — only after the cursor's answer, so the page is read at or after the
 * cursor and the first catch-up covers every change the page missed.
 */
export function startupReads({ me, readCursor, readFirstPage, inboxParams }: StartupReads): void {
  me.then(
    () => {
      const cursor = readCursor();
      if (cursor && inboxParams)
        cursor.then(
          () => readFirstPage(inboxParams),
          () => undefined,
        );
    },
    () => undefined,
  );
}
