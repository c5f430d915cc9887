// A plain Vite and React app: no vanilla-extract plugin, no workspace, only the kit's packed tarballs.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    rolldownOptions: { input: { main: 'index.html', button: 'button.html' } },
  },
});
