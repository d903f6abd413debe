import type { IncomingMessage } from 'node:http';
import { ConfigError, loadConfig } from '../../../config/env';
import { clientAddress, trustFunction } from '../client-address';
import { parseTrustProxy } from '../../../config/trust-proxy';

const request = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

const addressWith = (trustProxy: string | undefined, peer: string, forwardedFor?: string) =>
  clientAddress(request(peer, forwardedFor), trustFunction(parseTrustProxy(trustProxy)));

describe('the client address of a request', () => {
  it('trusts no proxy by default: X-Forwarded-For never names the client', () => {
    expect(addressWith(undefined, '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    expect(addressWith('', '10.0.0.2', '203.0.113.9')).toBe('10.0.0.2');
    expect(addressWith('0', '10.0.0.2', '203.0.113.9')).toBe('10.0.0.2');
  });

  it('with N trusted hops, takes the address the Nth proxy saw, whatever the client wrote before it', () => {
    expect(addressWith('1', '172.18.0.5', '6.6.6.6, 198.51.100.4')).toBe('198.51.100.4');
    expect(addressWith('2', '172.18.0.5', '6.6.6.6, 198.51.100.4, 10.1.1.1')).toBe('198.51.100.4');
    // Fewer hops than trusted: the farthest address there is.
    expect(addressWith('2', '172.18.0.5', '198.51.100.4')).toBe('198.51.100.4');
    expect(addressWith('1', '172.18.0.5')).toBe('172.18.0.5');
  });

  it('with a list, walks back through trusted proxies only, and stops at the first address outside it', () => {
    expect(addressWith('10.0.0.0/8, 172.18.0.5', '172.18.0.5', '198.51.100.4, 10.2.3.4')).toBe('198.51.100.4');
    // A private address the list does not name is a client, not a proxy: the LAN client cannot pick its address.
    expect(addressWith('172.18.0.5', '172.18.0.5', '203.0.113.1, 192.168.1.20')).toBe('192.168.1.20');
    expect(addressWith('loopback', '::ffff:127.0.0.1', '2001:db8::7')).toBe('2001:db8::7');
    expect(addressWith('uniquelocal', 'fd00::1', '198.51.100.4')).toBe('198.51.100.4');
    expect(addressWith('LoopBack', '127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
  });

  it('names an IPv4 client the same way whether the socket is IPv4 or dual-stack', () => {
    expect(addressWith(undefined, '::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('refuses a TRUST_PROXY that would trust anyone, or that it cannot read, naming the variable', () => {
    for (const bad of ['true', '10.0.0.0/33', 'proxy.local', '10.0.0.0/', '1.2.3.4/8/9']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
  });
});
