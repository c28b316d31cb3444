import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

// `--mode practice` builds the practice client from its own entry point (src/practice.tsx: the one game host
// running in the page); the normal build (src/main.tsx) talks to the server and contains no game rules.
const practiceEntry = {
  name: 'tenace-practice-entry',
  // 'pre': before Vite resolves the page's scripts, so the build's entry is the practice one.
  transformIndexHtml: {
    order: 'pre' as const,
    handler: (html: string) => html.replace('/src/main.tsx', '/src/practice.tsx'),
  },
};

export default defineConfig(({ mode }) => ({
  plugins: mode === 'practice' ? [preact(), practiceEntry] : [preact()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // @tenace/core's and @tenace/protocol's modules have no side effects: only the display and scoring helpers actually used are
    // bundled (the rules — legal cards and calls — stay on the server).
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/](packages|@tenace)[\\/](core|protocol)[\\/]/.test(id),
      },
    },
  },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } } },
  preview: { host: '127.0.0.1' },
}));
