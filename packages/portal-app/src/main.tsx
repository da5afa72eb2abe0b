import '@eventsuite/design-system/styles.css';
import './app/color-scheme-before-paint';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/App';
import { isChunkLoadError, reloadPageAfterChunkError } from './app/chunk-reload';
import { renderFirstScreen } from './app/render-first-screen';
import { loadRuntimeConfig } from './config/runtime-config';
import { visitorLocale } from './i18n/locale';
import { messagesFor } from './i18n/messages';

// Vite reports a failed preload of a lazy chunk (e.g. after a new deployment) with this event.
window.addEventListener('vite:preloadError', (event) => {
  if (isChunkLoadError((event as Event & { payload?: unknown }).payload) && reloadPageAfterChunkError())
    event.preventDefault();
});

const root = createRoot(document.getElementById('root')!);
// The catalogue loads beside the config, and is there before the first render: IntlRoot then does not
// suspend, and React does not hold the first screen back for its reveal of suspended content.
const [config] = await Promise.all([loadRuntimeConfig(), messagesFor(visitorLocale())]);
const { store, router } = createApp(config);
renderFirstScreen(root, <App store={store} router={router} />);
// How the person moves about (keyboard or pointer), for the focus ring of a page's heading (ADR 0036).
void import('./layout/watch-input-modality');
