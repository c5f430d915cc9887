// A page that imports one component: what it loads must not carry the rest of the kit (the emoji data, TicketCard).
import '@orisun/tokens/styles.css';
import '@orisun/ui/css/Button.css';
import { createRoot } from 'react-dom/client';
import { themeClass } from '@orisun/tokens';
import { Button } from '@orisun/ui';

document.documentElement.classList.add(themeClass);
createRoot(document.getElementById('root')!).render(
  <main>
    <h1>One button</h1>
    <Button>Send a brief</Button>
  </main>,
);
