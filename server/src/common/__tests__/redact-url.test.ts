import { redactUrl } from '../redact-url';

describe('redactUrl: one-time tokens and credentials never reach a log line', () => {
  it.each([
    ['/api/forgetPassword/abc-123', '/api/forgetPassword/[redacted]'],
    ['/api/forgetPassword/abc-123/submit', '/api/forgetPassword/[redacted]/submit'],
    ['/API/forgetpassword/abc-123', '/API/forgetpassword/[redacted]'],
    ['//api/forgetPassword/abc-123', '//api/forgetPassword/[redacted]'],
    ['/api/invitation/abc-123', '/api/invitation/[redacted]'],
    ['/api/invitation/abc-123/accept', '/api/invitation/[redacted]/accept'],
    ['/account/abc-123/reset', '/account/[redacted]/reset'],
    ['/invitation/abc-123', '/invitation/[redacted]'],
    ['/api/email/unsubscribe/k7d2q9', '/api/email/unsubscribe/[redacted]'],
    ['https://parley.example.com/account/abc-123/reset', 'https://parley.example.com/account/[redacted]/reset'],
    ['https://parley.example.com/sub/invitation/abc-123', 'https://parley.example.com/sub/invitation/[redacted]'],
    ['/api/message/download?messageId=7&token=abc&clientType=26', '/api/message/download?messageId=7&token=[redacted]&clientType=26'],
    ['/x?apiKey=pk_1&secret=s&password=p&refIdHash=h', '/x?apiKey=[redacted]&secret=[redacted]&password=[redacted]&refIdHash=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each(['/api/forgetPassword/request', '/api/admin/agent/invite', '/account', '/conversation/42?tab=info', '/api/me'])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});
