import { SendsInFlight } from '../sends-in-flight';

function gate(): { open: () => void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('SendsInFlight', () => {
  it('asks when the send is the only one in flight, not while another is', async () => {
    const sends = new SendsInFlight(false);
    const first = gate();
    const asked: boolean[] = [];
    const running = sends.track(async () => {
      asked.push(sends.askAlone);
      await first.opened;
      asked.push(sends.askAlone);
    });
    await sends.track(async () => asked.push(sends.askAlone));
    first.open();
    await running;
    expect(asked).toEqual([true, false, true]);
    await sends.track(async () => expect(sends.askAlone).toBe(true));
  });

  it('counts a failed send out', async () => {
    const sends = new SendsInFlight(false);
    await expect(sends.track(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await sends.track(async () => expect(sends.askAlone).toBe(true));
  });

  it('always asks on a database that runs one transaction at a time', async () => {
    const sends = new SendsInFlight(true);
    const first = gate();
    const running = sends.track(() => first.opened);
    await sends.track(async () => expect(sends.askAlone).toBe(true));
    first.open();
    await running;
  });
});
