import WebSocket from 'ws';

/** What this fix touches of ws's receiver (lib/receiver.js, ws 8.23; not in ws's typings). */
interface ReceiverInternals {
  _fragments: unknown[];
  _binaryType: string;
  dataMessage(cb: unknown): void;
}

let released = false;

/** ws's Receiver prototype, when it still has the members this fix relies on. */
export function receiverInternals(): ReceiverInternals | null {
  const proto = (WebSocket as unknown as { Receiver?: { prototype: Partial<ReceiverInternals> } }).Receiver?.prototype;
  return proto && typeof proto.dataMessage === 'function' ? (proto as ReceiverInternals) : null;
}

/**
 * Empties the array that held a message's fragments once ws's receiver has assembled the message.
 * The receiver makes that array when the previous message ends, so on an idle socket it is 20 s old
 * and already in V8's old generation when the next ping is pushed into it. The receiver then drops
 * it, but a young object referenced from an old one survives every scavenge until the next major
 * collection, dead or not: each ping's backing store, buffer and ArrayBuffer (some 350 bytes) were
 * promoted and left for the major collector. With 10,000 idle widgets that was about 190 KB a second
 * of promoted garbage and a major collection every 25 s. Emptied, they die young: a bare ws server
 * answering 10,000 pingers promoted 30 instead of 200 KB a second (docs/perf/messaging.md).
 * Idempotent; arrays handed to the application (binaryType 'fragments') are left alone.
 */
export function releaseMessageFragments(): void {
  const proto = receiverInternals();
  if (released || !proto) return;
  released = true;
  const dataMessage = proto.dataMessage;
  proto.dataMessage = function (this: ReceiverInternals, cb: unknown): void {
    const fragments = this._fragments;
    dataMessage.call(this, cb);
    if (this._fragments !== fragments && this._binaryType !== 'fragments') fragments.length = 0;
  };
}
