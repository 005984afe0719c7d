import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { silenceResizeObserverNoise } from './app/resize-observer-noise';
// The product's typeface ships with the app (variable weights; each script's file loads only when a page uses it).
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/forms.css';
import './styles/landing.css';

silenceResizeObserverNoise(window);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
