// An app's entry, as "Getting started" shows it: the one stylesheet, the theme class on <html> (dark with
// `?mode=dark`), then the page. SupportAtAGlance.tsx is copied in by the test from stories/docs/.
import '@orisun/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { colorModeAttribute, themeClass } from '@orisun/tokens';
import { Container } from '@orisun/ui';
import { SupportAtAGlance } from './SupportAtAGlance.tsx';

const mode = new URLSearchParams(window.location.search).get('mode');
document.documentElement.classList.add(themeClass);
if (mode === 'dark' || mode === 'light') document.documentElement.setAttribute(colorModeAttribute, mode);

createRoot(document.getElementById('root')!).render(
  <Container>
    <main>
      <SupportAtAGlance />
    </main>
  </Container>,
);
