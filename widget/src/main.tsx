import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale, detectLocale } from './app/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void activateLocale(detectLocale()).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
