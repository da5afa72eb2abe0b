import '@eventsuite/design-system/styles.css';
import './app/color-scheme-before-paint';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/App';
import { isChunkLoadError, reloadPageAfterChunkError } from './app/chunk-reload';
import { loadRuntimeConfig } from './config/runtime-config';

// Vite reports a failed preload of a lazy chunk (e.g. after a new deployment) with this event.
window.addEventListener('vite:preloadError', (event) => {
  if (isChunkLoadError((event as Event & { payload?: unknown }).payload) && reloadPageAfterChunkError())
    event.preventDefault();
});

const root = createRoot(document.getElementById('root')!);
const { store, router } = createApp(await loadRuntimeConfig());
root.render(
  <StrictMode>
    <Suspense>
      <App store={store} router={router} />
    </Suspense>
  </StrictMode>,
);
