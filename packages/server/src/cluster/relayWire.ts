/**
 * What processes tell each other over their links (peerLinks.ts): a stream of messages, each
 * `<kind> <id> <length>\n<body>`, the body any text (a client's frame as it came, a server frame, JSON).
 * One write carries every message queued for that process in one turn (a batch).
 *
 * Kinds: o (a socket relayed here: {table, ip, frames}), f (a client frame), s (a server frame for the
 * socket), x (the owner closed the connection: body "shutdown" or "revoked"), e (the client's socket
 * ended), k (the owner took the socket), m (the owner does not play the table: route again), h (an HTTP
 * request relayed here, JSON), r (its answer, JSON), p (a liveness ping; nothing to answer).
 */

export type RelayKind = 'o' | 'f' | 's' | 'x' | 'e' | 'k' | 'm' | 'h' | 'r' | 'p';

export interface RelayMessage {
  readonly kind: RelayKind;
  /** The connection or request it is about: `<origin process>/<n>`. */
  readonly id: string;
  readonly body: string;
}

/** The longest head a message may have (`<kind> <id> <length>`). */
const MAX_HEAD = 512;

const KINDS: ReadonlySet<string> = new Set(['o', 'f', 's', 'x', 'e', 'k', 'm', 'h', 'r', 'p']);

/** How the relays send to another process (peerLinks.ts). */
export interface RelaySender {
  /** Queues a message for `node` (sent at the end of this turn with the others for it). */
  send(node: string, kind: RelayKind, id: string, body: string): void;
  /** Sends at once; resolves with whether `node` can be reached. */
  sendNow(node: string, kind: RelayKind, id: string, body: string): Promise<boolean>;
}

/** The process a connection or request id was made by (its origin). */
export function originOf(id: string): string {
  return id.slice(0, id.lastIndexOf('/'));
}

export function encodeBatch(messages: readonly RelayMessage[]): string {
  let out = '';
  for (const m of messages) out += `${m.kind} ${m.id} ${String(m.body.length)}\n${m.body}`;
  return out;
}

/** The messages of a batch; a malformed batch (not from a process of this cluster) throws. */
export function decodeBatch(text: string): RelayMessage[] {
  const { messages, used } = decodeSome(text);
  if (used !== text.length) throw new Error(`relay: malformed batch, a message cut at ${String(used)}`);
  return messages;
}

/**
 * The whole messages at the start of `text` (a stream's data so far), and how many characters they
 * took; what follows is the start of a message still coming. A malformed message throws.
 */
export function decodeSome(text: string): { messages: RelayMessage[]; used: number } {
  const messages: RelayMessage[] = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    if (nl < 0 && text.length - at <= MAX_HEAD) break;
    const head = nl < 0 ? [] : text.slice(at, nl).split(' ');
    const [kind, id, len] = head;
    const n = Number(len);
    if (head.length !== 3 || !KINDS.has(kind!) || !Number.isInteger(n) || n < 0)
      throw new Error(`relay: malformed message at ${String(at)}`);
    if (nl + 1 + n > text.length) break;
    messages.push({ kind: kind as RelayKind, id: id!, body: text.slice(nl + 1, nl + 1 + n) });
    at = nl + 1 + n;
  }
  return { messages, used: at };
}
