/**
 * The practice build's entry point: the same client on the one game host (@tenace/table) running in this
 * page, with the placeholder bots (`vite build --mode practice`).
 */
import { PracticeBackend } from './net/practice.ts';
import { boot } from './boot.tsx';

boot(new PracticeBackend(200));
