#!/usr/bin/env node
// Runs the TypeScript sources directly: the repository has no build step for the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
