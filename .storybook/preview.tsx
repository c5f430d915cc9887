import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { colorModeAttribute, colorModes, themeClass, type ColorMode } from '@orisun/tokens';
import { handlers } from '@orisun/api/mocks';
import { ToastProvider } from '@orisun/ui';
import { preloadIslands } from '../site/src/islands/intent.tsx';

// Play functions' findBy*/waitFor give up after 1 s by default. A dialog's code loads on demand and its animations
// run on a page that shares two cores with seven other browser projects in the full run: the default ran out there
// (the Home page's brief dialog, CI run of 0b3d6ef), and 10 s on a slower machine (CI run of d073499). A story that
// passes waits no longer for this.
configure({ asyncUtilTimeout: 30_000 });

/**
 * Applies the theme class and the colour mode to <html>, as the site does, so portalled
 * content (dialogs, toasts) is themed too.
 */
const withTheme: Decorator = (Story, context) => {
  const mode = (context.globals.colorMode ?? 'light') as ColorMode;
  const root = document.documentElement;
  root.classList.add(themeClass);
  if (mode === 'system') root.removeAttribute(colorModeAttribute);
  else root.setAttribute(colorModeAttribute, mode);
  return <Story />;
};

/** Every story can raise toasts with `useToast()`, as every page of the site can. */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withToasts, withTheme],
  // A form that a page loads on intent (`<Island load="intent">`) is loaded before the story renders.
  loaders: [mswLoader(), () => preloadIslands()],
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: colorModes.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    // Only violations are asked for: axe then skips describing every passing element (measured on the 86 tablet page
    // stories alone: axe 43 -> 23 s of CPU).
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    // The sizes the stories are tested at (a common phone, a tablet, a laptop), also in the toolbar.
    // Visual regression checks phone and laptop; page stories also run at tablet width.
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '720px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        laptop: { name: 'Laptop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // The sidebar opens on the introduction, then the docs, the kit, its patterns and the pages.
    options: { storySort: { order: ['Introduction', 'Getting started', 'Usage', 'Tokens', 'Components', 'Patterns', 'Pages'] } },
    msw: { handlers },
  },
};

export default preview;
