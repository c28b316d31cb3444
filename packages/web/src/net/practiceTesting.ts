/**
 * For tests of the practice backend: a minibridge table at the page's host with South a connected person
 * (so the table is not paused), bots at the other seats. Imported by tests only.
 */
import type { Table } from '@tenace/table';
import type { PracticeBackend } from './practice.ts';

export async function southAtPractice(
  backend: PracticeBackend,
  seed: string,
): Promise<{ table: Table; token: string }> {
  const made = await backend.lobby.create({ mode: 'minibridge', seed, sit: { seat: 'S', name: 'Sam' } });
  if (!made.ok) throw new Error(made.error.message);
  const table = backend.lobby.tables.get(made.value.table.id)!;
  const token = made.value.token!;
  const c = { send: () => undefined, close: () => undefined };
  table.attach(c, token);
  table.joined(c);
  return { table, token };
}
