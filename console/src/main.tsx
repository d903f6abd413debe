import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { activateLocale, detectLocale } from './app/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const client = createApolloClient();

void activateLocale(detectLocale()).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
});
