import { loginPathFor, safeReferer } from '../referer';

describe('safeReferer', () => {
  it('keeps paths of this console', () => {
    expect(safeReferer('/agents/12')).toBe('/agents/12');
    expect(safeReferer('/conversation?x=1#y')).toBe('/conversation?x=1#y');
  });

  it('refuses other sites and odd values', () => {
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'agents', '', null, undefined, '/a\nb']) {
      expect(safeReferer(bad)).toBeNull();
    }
  });

  it('never sends someone back to /login', () => {
    expect(safeReferer('/login?referer=%2Fx')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the original location as referer', () => {
    expect(loginPathFor({ pathname: '/agents/12', search: '', hash: '' })).toBe('/login?referer=%2Fagents%2F12');
    expect(loginPathFor({ pathname: '/report', search: '?a=1' })).toBe('/login?referer=%2Freport%3Fa%3D1');
  });

  it('leaves it out for the root', () => {
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
  });
});
