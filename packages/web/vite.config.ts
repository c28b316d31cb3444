import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

// `--mode fake` builds the client with the in-browser fake table (development and tests until a server
// runs); the normal build talks to the server and contains no game rules.
export default defineConfig(({ mode }) => ({
  plugins: [preact()],
  define: { __FAKE__: JSON.stringify(mode === 'fake') },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // @tenace/core's modules have no side effects: only the display and scoring helpers actually used are
    // bundled (the rules — legal cards and calls — stay on the server).
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]core[\\/]|[\\/]@tenace[\\/]core[\\/]/.test(id),
      },
    },
  },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } } },
  preview: { host: '127.0.0.1' },
}));
