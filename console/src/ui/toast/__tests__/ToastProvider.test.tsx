import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { TOAST_DURATION } from '../toastDurations';
import type { ToastOptions } from '../ToastContext';
import { useToast } from '../useToast';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      show
    </button>
  );
}

function showAndMeasure(options: ToastOptions, expectedMs: number) {
  renderWithProviders(<Trigger options={options} />);
  act(() => {
    fireEvent.click(screen.getByText('show'));
  });
  const title = String(options.title);
  expect(screen.getByText(title)).toBeTruthy();
  act(() => jest.advanceTimersByTime(expectedMs - 50));
  expect(screen.queryByText(title)).not.toBeNull();
  act(() => jest.advanceTimersByTime(400));
  expect(screen.queryByText(title)).toBeNull();
}

describe('toast durations (spec §8)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps ordinary toasts between 2000 and 3000 ms', () => {
    expect(TOAST_DURATION.success).toBeGreaterThanOrEqual(2000);
    expect(TOAST_DURATION.success).toBeLessThanOrEqual(3000);
    expect(TOAST_DURATION.error).toBeLessThanOrEqual(3000);
    showAndMeasure({ kind: 'success', title: 'Saved' }, TOAST_DURATION.success);
  });

  it('shows info toasts for 3500 ms (forgot password: check your email)', () => {
    expect(TOAST_DURATION.info).toBe(3500);
    showAndMeasure({ kind: 'info', title: 'Check your email' }, 3500);
  });

  it('honours an explicit duration (reset token failure: 7500 ms)', () => {
    expect(TOAST_DURATION.long).toBe(7500);
    showAndMeasure({ kind: 'error', title: 'Link failed', duration: TOAST_DURATION.long }, 7500);
  });
});
