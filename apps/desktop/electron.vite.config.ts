import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const here = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      // openid-client and its helpers are bundled: the packaged app ships no node_modules.
      externalizeDeps: false,
      rolldownOptions: { input: { index: resolve(here, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(here, 'src/preload/index.ts') },
        // A sandboxed preload runs as a classic script: CommonJS, one file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(here, 'src/renderer'),
    // The website's public files (icons, pictures) belong to the same UI.
    publicDir: resolve(here, '../web/public'),
    plugins: [
      react(),
      {
        // The app:// pages have deep paths (/admin-dashboard/users): assets must load from the
        // root, not relative to the page (electron-vite defaults to './' for file:// pages).
        name: 'classroom-desktop-root-base',
        config: () => ({ base: '/' }),
      },
    ],
    build: {
      outDir: resolve(here, 'out/renderer'),
      rolldownOptions: { input: resolve(here, 'src/renderer/index.html') },
    },
  },
});
