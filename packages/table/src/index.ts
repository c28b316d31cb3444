// The public API of @tenace/table. One line per module.
export * from './env.ts';
export * from './settings.ts';
export * from './storage.ts';
export * from './memoryStorage.ts';
export * from './roster.ts';
export * from './undoConsent.ts';
export * from './table.ts';
export * from './botDriver.ts';
export * from './lobby.ts';
export * from './session.ts';
export * from './memoryTransport.ts';
