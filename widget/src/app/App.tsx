import { localized } from '@parley/protocol';
import { I18nProvider } from '@lingui/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Launcher } from './components/Launcher';
import { GlobalStyle } from './GlobalStyle';
import { HIDDEN, useHostBridge, type Bridge } from './hooks/useHostBridge';
import { NavigationContext, pathToRoute, routeToPath, type Route } from './hooks/useRoute';
import { useUnreadTotal, useWidget } from './hooks/useWidget';
import { activateLocale, detectLocale, i18n, loadPanelCatalog, toLocale } from './i18n';
import { OpenPanel, showIntent } from './intent';
import { isPreviewMode } from './preview/preview-protocol';
import { usePreviewBridge } from './preview/usePreviewBridge';
import { widgetClient } from './state/client';
import { load, save } from './state/storage';
import { makeTheme } from './theme';

// /widget/ opened on its own (no host page): rare, so not in the launcher's chunk.
const StandaloneNotice = lazy(() => Promise.all([import('./screens/StandaloneNotice'), loadPanelCatalog()]).then(([m]) => ({ default: m.StandaloneNotice })));

const ROUTE_KEY = 'parley.route';

/** /widget/?preview=1: the customization page's live preview, driven by the console around it. */
const PREVIEW = typeof window !== 'undefined' && isPreviewMode(window.location.search);
const useBridge: (hasSession: boolean, unread: number) => Bridge = PREVIEW ? usePreviewBridge : useHostBridge;

function initialRoute(): Route {
  if (PREVIEW) return { name: 'landing' };
  // The iframe always starts at /widget/: the visitor's last screen comes back from storage (reload keeps it).
  const fromPath = pathToRoute(window.location.pathname);
  if (fromPath && fromPath.name !== 'landing') return fromPath;
  return load<Route>(ROUTE_KEY) ?? { name: 'landing' };
}

export function App() {
  const data = useWidget();
  const hasSession = data.phase === 'ready';
  const unread = useUnreadTotal();
  const { state, setOpen, setCollapsedSize, route: asked } = useBridge(hasSession, unread);
  const [route, setRoute] = useState<Route>(initialRoute);
  const [, setLocaleTick] = useState(0);

  useEffect(() => {
    if (asked) setRoute(asked);
  }, [asked]);

  // /widget/?appKey=… opened directly (no host page): start with that key, shown open.
  useEffect(() => {
    if (state.embedded) return;
    const appKey = new URLSearchParams(window.location.search).get('appKey');
    if (appKey) void widgetClient.start({ apiKey: appKey }, navigator.language).catch(() => undefined);
  }, [state.embedded]);

  // Language: what the host page says, else the workspace default, else the browser.
  const locale = toLocale(state.lang) ?? toLocale(data.app?.defaultLang) ?? detectLocale();
  useEffect(() => {
    if (locale !== i18n.locale) void activateLocale(locale).then(() => setLocaleTick((n) => n + 1));
  }, [locale]);

  const navigate = (next: Route) => {
    setRoute(next);
    // The preview shares the console's storage and address bar: it keeps nothing.
    if (PREVIEW) return;
    save(ROUTE_KEY, next.name === 'landing' ? undefined : next);
    try {
      window.history.replaceState(null, '', routeToPath(next) + window.location.search + window.location.hash);
    } catch {
      // Sandboxed documents may refuse; the route state is enough.
    }
  };

  // Another visitor (the server ended the session, or the host page signed someone else in): the
  // last one's conversation is not theirs to show, nor to come back to after a reload.
  const userId = data.user?.userId;
  const lastUserId = useRef(userId);
  useEffect(() => {
    if (!userId) return;
    if (lastUserId.current && lastUserId.current !== userId) navigate({ name: 'landing' });
    lastUserId.current = userId;
  }, [userId]);

  // Open from the start (a panel left open, the host's show, /widget/ on its own) or preloaded by the host: intent.
  useEffect(() => {
    if (state.open || state.preload) showIntent();
  }, [state.open, state.preload]);

  const viewing = state.open && state.visible && route.name === 'conversation' ? route.id : undefined;
  useEffect(() => widgetClient.setViewing(viewing), [viewing]);

  const theme = useMemo(() => makeTheme(data.app?.themeColorPrimary), [data.app?.themeColorPrimary]);
  const navigation = useMemo(
    () => ({ route, navigate, close: state.embedded ? () => setOpen(false) : undefined }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [route, state.embedded],
  );

  // Spec §3 appearance: the launcher's icon and text, or no launcher (the host page opens the chat).
  const launcherRemoved = data.app?.conversationButtonRemove === true;
  const launcherLabel = localized(data.app?.conversationButtonText, locale, '');
  useEffect(() => {
    if (launcherRemoved) setCollapsedSize(HIDDEN);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launcherRemoved]);

  const launcher = launcherRemoved ? null : (
    <Launcher
      onOpen={() => setOpen(true)}
      onIntent={showIntent}
      unread={unread}
      icon={data.app?.conversationButtonIcon ?? null}
      label={launcherLabel}
      onSize={setCollapsedSize}
    />
  );

  if (!state.embedded && !hasSession) {
    return (
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <Suspense fallback={null}>
            <StandaloneNotice refused={data.phase === 'refused'} />
          </Suspense>
        </ThemeProvider>
      </I18nProvider>
    );
  }
  if (!hasSession || !state.visible) return null;
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <NavigationContext.Provider value={navigation}>
          {state.open ? (
            // Until the panel's chunk is here (a click right after the pointer came over), the launcher stays.
            <Suspense fallback={launcher}>
              <OpenPanel mobile={state.mode === 'mobile' || !state.embedded} route={route} />
            </Suspense>
          ) : (
            launcher
          )}
        </NavigationContext.Provider>
      </ThemeProvider>
    </I18nProvider>
  );
}
