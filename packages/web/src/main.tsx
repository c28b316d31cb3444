/** The client's entry point: the server's HTTP API and WebSocket (no game rules in this bundle). */
import { ServerBackend } from './net/server.ts';
import { boot } from './boot.tsx';
import { seatTokens } from './ui/settings.ts';

boot(new ServerBackend('/ws', seatTokens));
