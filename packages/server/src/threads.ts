/** Worker threads from this package's own modules, also when they run as .ts files under tsx. */
import { Worker } from 'node:worker_threads';

/** Starts a worker from `file`; a .ts file gets tsx registered inside the worker first. */
export function spawnWorker(file: URL, data: unknown): Worker {
  if (file.pathname.endsWith('.ts')) {
    const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
    return new Worker(code, { eval: true, workerData: data });
  }
  return new Worker(file, { workerData: data });
}

/** The URL of a sibling module of `base` (an import.meta.url), with the extension `base` has. */
export function siblingModule(base: string, name: string): URL {
  return new URL(`./${name}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
}
