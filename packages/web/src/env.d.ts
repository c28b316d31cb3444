/** Set at build time: true in the practice build (`vite build --mode fake`) and in component tests. */
declare const __FAKE__: boolean;
