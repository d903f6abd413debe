import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { draftInput, draftOf, draftProblems, emptyDraft, serverProblems } from '../webhookForm';

describe('the webhook dialog’s fields', () => {
  it('start empty to add, from the subscription to edit', () => {
    expect(draftOf(null)).toEqual(emptyDraft());
    expect(draftOf({ url: 'https://x.test/h', description: 'CRM', events: ['customer.created', 'message.created'], includeInternal: true })).toEqual({
      url: 'https://x.test/h',
      description: 'CRM',
      events: ['message.created', 'customer.created'],
      includeInternal: true,
    });
  });

  it('need an http(s) URL without credentials and at least one event', () => {
    expect(draftProblems(emptyDraft())).toEqual({ url: 'required', events: 'required' });
    const base = { ...emptyDraft(), events: ['message.created'] };
    expect(draftProblems({ ...base, url: '   ' })).toEqual({ url: 'required' });
    expect(draftProblems({ ...base, url: 'example.com/hook' })).toEqual({ url: 'invalid' });
    expect(draftProblems({ ...base, url: 'ftp://example.com/hook' })).toEqual({ url: 'invalid' });
    expect(draftProblems({ ...base, url: 'https://user:pw@example.com/hook' })).toEqual({ url: 'invalid' });
    expect(draftProblems({ ...base, url: ' https://example.com/hook ' })).toEqual({});
    expect(draftProblems({ ...base, url: 'http://127.0.0.1:8080/' })).toEqual({});
  });

  it('are sent trimmed, events in the server’s order', () => {
    expect(draftInput({ url: ' https://x.test ', description: ' d ', events: ['customer.updated', 'conversation.created'], includeInternal: false })).toEqual({
      url: 'https://x.test',
      description: 'd',
      events: ['conversation.created', 'customer.updated'],
      includeInternal: false,
    });
  });
});

describe('a refusal in the dialog', () => {
  const refusal = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

  it('goes under the field the server names, in the server’s words', () => {
    expect(serverProblems(refusal('此位址位於私人網路', { reason: 'webhook.addressNotAllowed', extraInfo: { fields: { url: 'private' } } }), 'x')).toEqual({
      url: '此位址位於私人網路',
    });
    expect(serverProblems(refusal('Unknown events: a.b', { reason: 'webhook.unknownEvents', extraInfo: { fields: { events: 'unknown' } } }), 'x')).toEqual({
      events: 'Unknown events: a.b',
    });
  });

  it('goes under the form otherwise, or says the server could not be reached', () => {
    expect(serverProblems(refusal('A workspace has at most 20 webhooks', { reason: 'webhook.tooMany' }), 'x')).toEqual({
      form: 'A workspace has at most 20 webhooks',
    });
    expect(serverProblems(refusal('Forbidden', { reason: 'auth.forbidden' }), 'x')).toEqual({ form: 'You do not have permission to do this' });
    expect(serverProblems(new Error('Failed to fetch'), 'Server connection failed')).toEqual({ form: 'Server connection failed' });
  });
});
