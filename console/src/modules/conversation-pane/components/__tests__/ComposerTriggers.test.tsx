import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import type { TriggerSource } from '../../hooks/useTriggerSuggestions';
import { filterSuggestions } from '../../utils/triggerSuggest';
import { Composer, type ComposedExtras } from '../Composer';

const agents = [
  { id: 'a1', label: 'Ada Lovelace' },
  { id: 'a2', label: 'Adam Chen' },
  { id: 'g1', label: 'Grace Hopper' },
];
const replies = [{ id: 'r1', label: '/greet', detail: 'Hi Bob, this is Ann.' }];

const triggers = (internal: boolean): TriggerSource[] => [
  {
    char: '@',
    label: 'Mention an agent',
    emptyText: 'No agent matches',
    enabled: internal,
    items: (q) => filterSuggestions(agents, q, (a) => a.label),
    pick: (item) => ({ text: `@${item.label} `, mention: { id: item.id, label: item.label } }),
  },
  {
    char: '/',
    label: 'Canned replies',
    emptyText: 'No canned reply matches',
    enabled: true,
    items: (q) => filterSuggestions(replies, q, (r) => r.label.slice(1)),
    pick: (item) => ({ text: item.detail ?? '', cannedReplyId: item.id }),
  },
];

function setup(internal: boolean) {
  const sent: [string, boolean, ComposedExtras][] = [];
  renderWithProviders(
    <Composer
      triggers={triggers}
      internalChosen={internal}
      onInternalChange={() => undefined}
      replyTo={null}
      replyName=""
      onCancelReply={() => undefined}
      onSendText={(text, isInternal, extras) => sent.push([text, isInternal, extras])}
      onSendFile={() => undefined}
      onTyping={() => undefined}
    />,
  );
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  const type = (value: string) => {
    box.focus();
    fireEvent.change(box, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
  };
  return { sent, box, type };
}

describe('the composer pickers (issue 20)', () => {
  beforeEach(() => jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0));
  afterEach(() => jest.restoreAllMocks());

  it('@ lists agents on the internal side as a listbox the textarea points into; arrows move, Enter inserts, the mention is sent', () => {
    const { sent, box, type } = setup(true);
    type('look @ad');
    const list = screen.getByRole('listbox', { name: 'Mention an agent' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Ada Lovelace', 'Adam Chen']);
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('look @Adam Chen ');
    expect(sent).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box, { target: { value: 'look @Adam Chen please', selectionStart: 22, selectionEnd: 22 } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual([['look @Adam Chen please', true, { mentions: ['a2'], cannedReplies: [] }]]);
  });

  it('does not offer mentions on the customer side', () => {
    const { type } = setup(false);
    type('@ad');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('/ inserts a canned reply with Tab, and the message carries its id; Escape closes without sending', () => {
    const { sent, box, type } = setup(false);
    type('/gr');
    expect(screen.getByRole('listbox', { name: 'Canned replies' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(sent).toEqual([]);
    // Closed while that trigger is being typed; deleting it and typing it again reopens the list.
    type('/gre');
    expect(screen.queryByRole('listbox')).toBeNull();
    type('');
    type('/g');
    expect(screen.getByRole('listbox', { name: 'Canned replies' })).toBeTruthy();
    act(() => {
      fireEvent.keyDown(box, { key: 'Tab' });
    });
    expect(box.value).toBe('Hi Bob, this is Ann.');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual([['Hi Bob, this is Ann.', false, { mentions: [], cannedReplies: ['r1'] }]]);
  });

  it('says so when nothing matches, and Enter then sends the text as written', () => {
    const { sent, box, type } = setup(false);
    type('/zzz');
    expect(screen.getByRole('status').textContent).toBe('No canned reply matches');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual([['/zzz', false, { mentions: [], cannedReplies: [] }]]);
  });
});
