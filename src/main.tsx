import '@fontsource/barlow/latin-400.css';
import '@fontsource/barlow/latin-500.css';
import '@fontsource/barlow/latin-600.css';
import '@fontsource/barlow/latin-700.css';
import '@fontsource/barlow-condensed/latin-600.css';
import '@fontsource/barlow-condensed/latin-700.css';
import './ui/styles/base.css';
import './ui/styles/layout.css';
import './ui/styles/pages.css';
import './ui/styles/kiosk.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LanguageProvider } from './i18n/LanguageProvider';
import { loadMessages } from './i18n/messages';
import { reportFatal } from './state/actions';
import { startEffects } from './state/effects';
import { startKiosk } from './state/kiosk';
import { store } from './state/store';
import { App } from './ui/App';
import { ErrorBoundary } from './ui/common/ErrorBoundary';
import { prefetchScene } from './ui/scenePages';

prefetchScene(window.location.pathname, store.language);

// The saved or browser language's texts arrive before the first paint; if they cannot, the page
// starts in Portuguese rather than not at all.
try {
  await loadMessages(store.language);
} catch (error) {
  console.warn(`Could not load the ${store.language} texts; starting in Portuguese.`, error);
  store.language = 'pt';
}
startEffects();
startKiosk();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container, {
  // Errors React could not hand to a boundary still reach the error screen.
  onUncaughtError: (error) => reportFatal(error),
}).render(
  <StrictMode>
    <LanguageProvider>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </LanguageProvider>
  </StrictMode>,
);
