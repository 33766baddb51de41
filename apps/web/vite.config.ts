import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Everything the server answers in development; the website itself is served by Vite.
const serverPaths = [
  '/api',
  '/auth',
  '/idp',
  '/jwt',
  '/payments',
  '/create-payment-intent',
  '/enroll',
  '/test-processor',
];
const target = process.env.CLASSROOM_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Per-route chunks come from the lazy routes.
  },
  server: {
    proxy: Object.fromEntries(
      serverPaths.map((path) => [path, { target, changeOrigin: false, xfwd: true }]),
    ),
  },
});
