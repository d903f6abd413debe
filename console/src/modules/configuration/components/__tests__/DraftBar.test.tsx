import { act, fireEvent, screen } from '@testing-library/react';
import { activateLocale } from '../../../../shared/i18n';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import type { Section } from '../../utils/configurationDraft';
import { DraftBar } from '../DraftBar';

function setup(changed: Section[], valid = true) {
  const onApply = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(<DraftBar changed={changed} valid={valid} applying={false} onApply={onApply} onCancel={onCancel} />);
  const [cancel, apply] = screen.getAllByRole('button');
  return { onApply, onCancel, apply, cancel };
}

const disabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

describe('the bar of the sections that wait for Apply (issue 50.9)', () => {
  afterEach(() => act(() => activateLocale('en')));

  it('says nothing is unsaved, and offers neither Apply nor Cancel, when the draft is what was loaded', () => {
    const { apply, cancel } = setup([]);
    expect(screen.getByRole('status').textContent).toContain('No unsaved changes to fields, assignment or tags');
    expect(disabled(apply)).toBe(true);
    expect(disabled(cancel)).toBe(true);
  });

  it('names exactly the sections Cancel would put back, in page order, and Cancel and Apply act on them', () => {
    const { apply, cancel, onApply, onCancel } = setup(['tags', 'customerFields']);
    expect(screen.getByRole('status').textContent).toContain('Unsaved changes to Customer Fields and Conversation Tags');
    expect(screen.getByRole('status').textContent).not.toMatch(/Inline Input|Canned/);
    fireEvent.click(cancel);
    fireEvent.click(apply);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('keeps Apply off while a field has a problem, and says why', () => {
    const { apply, cancel } = setup(['agentFields'], false);
    expect(disabled(apply)).toBe(true);
    expect(disabled(cancel)).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('Fix the fields marked in red before applying.');
  });

  it('reads in Traditional Chinese, the list joined the way Chinese joins one', async () => {
    await act(() => activateLocale('zh'));
    setup(['assignOnReply', 'defaultCustomerTags']);
    expect(screen.getByRole('status').textContent).toContain('未儲存的變更：指派和預設客戶標籤');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['取消', '套用']);
  });
});
