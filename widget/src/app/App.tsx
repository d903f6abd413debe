import { I18nProvider } from '@lingui/react';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { Launcher } from './components/Launcher';
import { GlobalStyle } from './GlobalStyle';
import { useHostBridge } from './hooks/useHostBridge';
import { activateLocale, i18n, toLocale } from './i18n';
import { LandingScreen } from './screens/LandingScreen';
import { theme } from './theme';

export function App() {
  const { state, setOpen } = useHostBridge();

  useEffect(() => {
    const locale = toLocale(state.lang);
    if (locale && locale !== i18n.locale) void activateLocale(locale);
  }, [state.lang]);

  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {state.open ? (
          <LandingScreen onClose={state.embedded ? () => setOpen(false) : undefined} />
        ) : (
          <Launcher onOpen={() => setOpen(true)} />
        )}
      </ThemeProvider>
    </I18nProvider>
  );
}
