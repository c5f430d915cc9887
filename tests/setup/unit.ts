import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default. Forms load their checking code on demand (a
// dynamic import), which takes longer than that while the full run keeps both cores busy.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
