import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../shared/theme';
import { ToastProvider } from '../ui/toast/ToastProvider';

/** Renders with the providers every console component expects. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </I18nProvider>,
  );
}
