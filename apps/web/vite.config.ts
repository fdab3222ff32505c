import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://localhost:8081';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    __SHOWCASE__: JSON.stringify(mode === 'showcase'),
  },
  build: {
    outDir: mode === 'showcase' ? 'dist-showcase' : 'dist',
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/public', '/auth', '/self-service', '/pdf', '/s', '/healthz', '/readyz'].map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: false },
      ]),
    ),
  },
}));
