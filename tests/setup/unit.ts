import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy*/waitFor give up after 1 s by default. Forms load their checking code on demand (a
// dynamic import), which takes longer than that while the full run keeps both cores busy.
configure({ asyncUtilTimeout: 10_000 });

// The files of a worker share one jsdom (the unit project runs without isolation, vitest.config.ts): each file starts
// as a new page would, at `/`, with an empty body and no stored drafts, saved threads or cookies of the file before it
// (what a file rendered outside Testing Library, a portal or a root of its own, would otherwise stay).
beforeAll(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.replaceChildren();
  for (const name of [...document.body.getAttributeNames()]) document.body.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});

afterEach(() => cleanup());
