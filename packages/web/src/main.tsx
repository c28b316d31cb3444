/** The client's entry point: the server's HTTP API and WebSocket (no game rules in this bundle). */
import { ServerBackend } from './net/server.ts';
import { boot } from './boot.tsx';

boot(new ServerBackend());
