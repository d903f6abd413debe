import { routeKind } from '../security-headers';

describe('routeKind: each path gets the headers of what it serves', () => {
  it.each([
    ['/api/me', 'api'],
    ['/api', 'api'],
    ['/graphql', 'api'],
    ['/websocket/connect', 'api'],
    ['/healthz', 'api'],
    ['/sdk.js', 'sdk'],
    ['/widget', 'widget'],
    ['/widget/assets/index.js', 'asset'],
    ['/widget/assets/index.css', 'asset'],
    ['/assets/index-abc.js', 'asset'],
    ['/assets/mp3Encoder.worker-abc.js', 'console'],
    ['/assets/logo.svg', 'console'],
    ['/widget/assets/', 'widget'],
    ['/account/abc/reset', 'token-page'],
    ['/invitation/abc', 'token-page'],
    ['/', 'console'],
    ['/apiary', 'console'],
    ['/widgets', 'console'],
    ['/invitation', 'console'],
    ['/conversation/42', 'console'],
    ['/API/me', 'api'],
    ['/GraphQL', 'api'],
    ['/healthzz', 'console'],
    ['/SDK.JS', 'sdk'],
    ['/Account/abc/Reset', 'token-page'],
    ['/WIDGET/', 'console'],
  ] as const)('%s is %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });
});
