import { DISMISSED_KEPT, emailProblem, shouldAskEmail, withDismissed, type AwayEmailFacts } from '../away-email';
import { nobodyAnswersLive } from '../live-answer';

const asked = [{ senderType: 'agent' }, { senderType: 'customer' }];
const away: AwayEmailFacts = {
  app: { askEmailWhenAway: true, agentOnline: false, officeHourOpen: true },
  email: null,
  messages: asked,
  dismissed: false,
};

describe('when the widget asks for an email (issue 54)', () => {
  it('asks when no agent is online, after the visitor wrote', () => {
    expect(shouldAskEmail(away)).toBe(true);
  });

  it('asks outside office hours even with an agent online', () => {
    expect(shouldAskEmail({ ...away, app: { askEmailWhenAway: true, agentOnline: true, officeHourOpen: false } })).toBe(true);
  });

  it('does not ask while an agent is online in office hours', () => {
    expect(shouldAskEmail({ ...away, app: { askEmailWhenAway: true, agentOnline: true, officeHourOpen: true } })).toBe(false);
  });

  it('waits for the first message of the visitor, not an agent greeting', () => {
    expect(shouldAskEmail({ ...away, messages: [] })).toBe(false);
    expect(shouldAskEmail({ ...away, messages: undefined })).toBe(false);
    expect(shouldAskEmail({ ...away, messages: [{ senderType: 'agent' }, { senderType: 'autoMessage' }] })).toBe(false);
  });

  it('does not ask a customer who has an email, when turned off, or after No thanks', () => {
    expect(shouldAskEmail({ ...away, email: 'ada@example.com' })).toBe(false);
    expect(shouldAskEmail({ ...away, email: '  ' })).toBe(true);
    expect(shouldAskEmail({ ...away, app: { askEmailWhenAway: false, agentOnline: false, officeHourOpen: false } })).toBe(false);
    expect(shouldAskEmail({ ...away, dismissed: true })).toBe(false);
  });

  it('does not ask before the configuration is read', () => {
    expect(shouldAskEmail({ ...away, app: undefined })).toBe(false);
  });
});

describe('the email rule (spec §5)', () => {
  it('accepts a plain address, trimmed', () => {
    expect(emailProblem('ada@example.com')).toBeNull();
    expect(emailProblem('  ada.lovelace+help@mail.example.co.uk ')).toBeNull();
  });

  it('refuses empty, spaced, domain-less and overlong addresses with PleaseEnterAValidEmail', () => {
    for (const bad of ['', '   ', 'ada', 'ada@', 'ada@example', 'ada lovelace@example.com', '@example.com', `${'a'.repeat(320)}@example.com`]) {
      expect({ bad, problem: emailProblem(bad) }).toEqual({ bad, problem: 'PleaseEnterAValidEmail' });
    }
  });
});

describe('No thanks, remembered per conversation', () => {
  it('adds the conversation once, last', () => {
    expect(withDismissed(undefined, 'c1')).toEqual(['c1']);
    expect(withDismissed(['c1', 'c2'], 'c1')).toEqual(['c2', 'c1']);
  });

  it('keeps the newest conversations only, and ignores a damaged stored value', () => {
    const many = Array.from({ length: DISMISSED_KEPT }, (_, i) => `c${i}`);
    const next = withDismissed(many, 'new');
    expect(next).toHaveLength(DISMISSED_KEPT);
    expect(next[0]).toBe('c1');
    expect(next.at(-1)).toBe('new');
    expect(withDismissed('oops' as unknown as string[], 'c1')).toEqual(['c1']);
  });
});

describe('whether the header says Away', () => {
  it('is away outside office hours or with no agent online, and not while either is unknown', () => {
    expect(nobodyAnswersLive({ agentOnline: false, officeHourOpen: true })).toBe(true);
    expect(nobodyAnswersLive({ agentOnline: true, officeHourOpen: false })).toBe(true);
    expect(nobodyAnswersLive({ agentOnline: true, officeHourOpen: true })).toBe(false);
    expect(nobodyAnswersLive(undefined)).toBe(false);
  });
});
