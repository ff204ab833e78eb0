import './styles/theme.css';
import './styles/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './app/root';
import { routeFor } from './app/route';
import { config } from './config/env';
import { loadProjects } from './features/projects/api/use-projects';
import { applyColorMode, useThemeStore } from './stores/theme-store';

const route = routeFor(window.location.pathname, config.basePath);
// Start the one projects request of this visit before React renders (spec section 9).
if (route === 'home') loadProjects();

applyColorMode(useThemeStore.getState().mode);
useThemeStore.subscribe((state) => applyColorMode(state.mode));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The build prerenders each route into #root (data-route names which);
// hydrate when it matches this URL, render from scratch otherwise (dev
// server, or the home shell served for another path offline).
if (container.dataset.route === route && container.firstElementChild) {
  hydrateRoot(container, <Root route={route} />, {
    // A hydration mismatch makes React throw the server HTML away and render
    // on the client; say so loudly (issue 6: hydration must be mismatch-free,
    // and the end-to-end tests fail on any console error).
    onRecoverableError: (error, info) =>
      console.error('Hydration error (React re-rendered on the client):', error, info.componentStack ?? ''),
  });
} else {
  container.replaceChildren();
  createRoot(container).render(<Root route={route} />);
}
