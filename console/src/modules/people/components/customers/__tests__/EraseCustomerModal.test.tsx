import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../../test/renderWithProviders';
import { EraseCustomerModal } from '../EraseCustomerModal';

function setup(onErase: (reason: string) => Promise<void>) {
  const onOpenChange = jest.fn();
  renderWithProviders(<EraseCustomerModal open onOpenChange={onOpenChange} name="Ada Lovelace" onErase={onErase} />);
  const confirm = () => screen.getByRole('button', { name: 'Erase customer' }) as HTMLButtonElement;
  const typeName = (value: string) => fireEvent.change(screen.getByLabelText('Type Ada Lovelace to confirm'), { target: { value } });
  return { onOpenChange, confirm, typeName };
}

describe('the erase dialog', () => {
  it('says what goes and that it cannot be undone', () => {
    setup(jest.fn());
    const dialog = screen.getByRole('dialog', { name: 'Erase Ada Lovelace?' });
    expect(dialog.textContent).toContain('It cannot be undone.');
    expect(dialog.textContent).toContain('Their conversations, with every message and file in them');
  });

  it('wakes its button only once the name is typed exactly', () => {
    const { confirm, typeName } = setup(jest.fn());
    expect(confirm().disabled).toBe(true);
    typeName('ada lovelace');
    expect(confirm().disabled).toBe(true);
    typeName('Ada Lovelace');
    expect(confirm().disabled).toBe(false);
  });

  it('erases with the reason given (at most 500 characters), then closes', async () => {
    const onErase = jest.fn(() => Promise.resolve());
    const { confirm, typeName, onOpenChange } = setup(onErase);
    const reason = screen.getByLabelText('Reason (kept in the audit log)') as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(500);
    fireEvent.change(reason, { target: { value: 'GDPR request #42' } });
    typeName('Ada Lovelace');
    await act(async () => {
      fireEvent.click(confirm());
    });
    expect(onErase).toHaveBeenCalledWith('GDPR request #42');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows a refusal in the dialog and stays open', async () => {
    const refusal = new CombinedGraphQLErrors({ errors: [{ message: 'You do not have permission to do this' }] });
    const { confirm, typeName, onOpenChange } = setup(() => Promise.reject(refusal));
    typeName('Ada Lovelace');
    await act(async () => {
      fireEvent.click(confirm());
    });
    expect(screen.getByRole('alert').textContent).toContain('You do not have permission to do this');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(confirm().disabled).toBe(false);
  });
});
