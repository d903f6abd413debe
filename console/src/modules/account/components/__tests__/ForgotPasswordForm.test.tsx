import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { ForgotPasswordForm } from '../ForgotPasswordForm';

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 300, status, statusText: '', json: () => Promise.resolve(body) } as Response);
}

async function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Send reset link|Resubmit/ }));
  });
}

describe('ForgotPasswordForm', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('refuses a malformed email without calling the server', async () => {
    renderWithProviders(<ForgotPasswordForm />);
    await submit('not-an-email');
    expect(screen.getByText('Incorrect email format')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts down 60 s with the button disabled, then offers Resubmit (spec §4)', async () => {
    fetchMock.mockReturnValue(answer(200, { data: { timestamp: Date.now() } }));
    renderWithProviders(<ForgotPasswordForm />);
    await submit('agent@example.com');

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/forgetPassword/request',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'agent@example.com', clientType: 26 }) }),
    );
    const button = () => screen.getByRole('button', { name: /Resubmit/ }) as HTMLButtonElement;
    expect(button().textContent).toBe('Resubmit (60s)');
    expect(button().disabled).toBe(true);
    expect(screen.getByText('Check your email')).toBeTruthy();

    act(() => jest.advanceTimersByTime(30_000));
    expect(button().textContent).toBe('Resubmit (30s)');
    expect(button().disabled).toBe(true);

    act(() => jest.advanceTimersByTime(30_000));
    expect(button().textContent).toBe('Resubmit');
    expect(button().disabled).toBe(false);
  });

  it('shows the server message inline when rate limited', async () => {
    fetchMock.mockReturnValue(
      answer(429, { error: { code: 429, message: 'Too many attempts. Please try again in 40 seconds.', extraInfo: { retryAfter: 40 } } }),
    );
    renderWithProviders(<ForgotPasswordForm />);
    await submit('agent@example.com');
    expect(screen.getByRole('alert').textContent).toContain('Too many attempts. Please try again in 40 seconds.');
    expect((screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's field message for a refused email", async () => {
    fetchMock.mockReturnValue(
      answer(400, { error: { code: 400, message: 'body.email: Incorrect email format', extraInfo: { fields: { 'body.email': 'Incorrect email format' } } } }),
    );
    renderWithProviders(<ForgotPasswordForm />);
    await submit('a@b.co');
    expect(screen.getByText('Incorrect email format')).toBeTruthy();
  });
});
