import type { PGlite } from '@electric-sql/pglite';

interface QueuedMessage {
  connection: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Frontend message types (PostgreSQL protocol 3) after which a connection may let the session go. */
const QUERY = 0x51; // 'Q'
const SYNC = 0x53; // 'S'
const TERMINATE = 0x58; // 'X'
const ERROR_RESPONSE = 0x45; // 'E', backend
const STARTUP = 0; // a startup message starts with its length, whose first byte is 0

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A simple Query message. */
const queryMessage = (sql: string): Uint8Array => {
  const text = encoder.encode(`${sql}\0`);
  const message = new Uint8Array(5 + text.length);
  new DataView(message.buffer).setUint32(1, 4 + text.length);
  message[0] = QUERY;
  message.set(text, 5);
  return message;
};

const SYNC_MESSAGE = Uint8Array.of(SYNC, 0, 0, 0, 4);

/** The `user` of a startup message (protocol version, then name\0value\0 pairs). */
const userOf = (startup: Uint8Array): string | null => {
  const fields = decoder.decode(startup.subarray(8)).split('\0');
  const index = fields.indexOf('user');
  return index >= 0 && index % 2 === 0 ? (fields[index + 1] ?? null) : null;
};

/** The backend messages of a response that are ErrorResponses. */
const errorsIn = (response: Uint8Array): Uint8Array[] => {
  const errors: Uint8Array[] = [];
  const view = new DataView(response.buffer, response.byteOffset, response.byteLength);
  for (let at = 0; at + 5 <= response.length; at += 1 + view.getUint32(at + 1)) {
    if (response[at] === ERROR_RESPONSE) errors.push(response.subarray(at, at + 1 + view.getUint32(at + 1)));
  }
  return errors;
};

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Stands between the socket connections and the one PGlite session, in place of pglite-socket's
 * own queue, and adds what PGlite cannot do alone:
 *
 * - **Login roles.** PGlite ignores the user a client logs in as: every connection shares one
 *   session of the superuser `postgres`. Here each connection's statements run as the role it named
 *   (`SET ROLE` before them when another role ran last), so the owner and the runtime role of
 *   `database-roles.ts` behave as on PostgreSQL; a role that does not exist refuses the login. This
 *   keeps the application's own statements within its grants; it is no security boundary: the
 *   session is the superuser's, so any client may `RESET ROLE`.
 * - **Whole exchanges.** A connection keeps the session from its first message to the end of its
 *   exchange (a simple query, an extended-protocol sequence up to its Sync) and through a
 *   transaction; pglite-socket kept only transactions together, so two clients' Parse, Bind and
 *   Execute could interleave ("portal does not exist"). COPY is not supported.
 */
export class LoginRoleQueue {
  private readonly queue: QueuedMessage[] = [];
  private readonly roles = new Map<number, string>();
  /** The connection in the middle of an exchange or a transaction: only its messages run. */
  private holder: number | null = null;
  private sessionRole: string | null = null;
  private draining = false;

  constructor(private readonly db: PGlite) {}

  enqueue(connection: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ connection, message, onData, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(connection: number): void {
    for (const item of this.queue.filter((queued) => queued.connection === connection)) {
      this.queue.splice(this.queue.indexOf(item), 1);
      item.reject(new Error('Connection closed'));
    }
    this.roles.delete(connection);
  }

  /** A connection that left in the middle of an exchange or a transaction: its exchange ended, rolled back, the session freed. */
  async clearTransactionIfNeeded(connection: number): Promise<void> {
    await this.db.runExclusive(async () => {
      if (this.holder !== connection) return;
      await this.run(SYNC_MESSAGE);
      if (this.db.isInTransaction()) await this.run(queryMessage('rollback'));
      this.holder = null;
    });
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (;;) {
        const index = this.holder === null ? 0 : this.queue.findIndex((item) => item.connection === this.holder);
        const [item] = index < 0 ? [] : this.queue.splice(index, 1);
        if (!item) return;
        await this.process(item);
      }
    } finally {
      this.draining = false;
    }
  }

  private async process(item: QueuedMessage): Promise<void> {
    const type = item.message[0];
    try {
      // Under the session's lock, so that a closing connection's clean-up sees who holds it.
      const sent = await this.db.runExclusive(async () => {
        if (type === STARTUP) this.roles.set(item.connection, userOf(item.message) ?? 'postgres');
        if (this.holder === null && type !== TERMINATE) {
          const refused = await this.enterRole(this.roles.get(item.connection) ?? 'postgres');
          if (refused) {
            item.onData(refused);
            throw new Error(`login refused for role ${this.roles.get(item.connection)}`);
          }
        }
        let bytes = 0;
        await this.db.execProtocolRawStream(item.message, {
          onRawData: (data) => {
            bytes += data.length;
            item.onData(data);
          },
        });
        const exchangeOver = type === STARTUP || type === QUERY || type === SYNC || type === TERMINATE;
        this.holder = exchangeOver && !this.db.isInTransaction() ? null : item.connection;
        return bytes;
      });
      item.resolve(sent);
    } catch (error) {
      this.holder = null;
      item.reject(error);
    }
  }

  /** Switches the session to `role`; its ErrorResponse when PGlite refuses (no such role). */
  private async enterRole(role: string): Promise<Uint8Array | null> {
    if (role === this.sessionRole) return null;
    const [refused] = errorsIn(await this.run(queryMessage(`set role ${quoteIdentifier(role)}`)));
    if (refused) return refused;
    this.sessionRole = role;
    return null;
  }

  /** Runs a message of our own; its response goes nowhere else (PGlite sends to the last stream's callback). */
  private async run(message: Uint8Array): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    await this.db.execProtocolRawStream(message, { onRawData: (data) => chunks.push(data.slice()) });
    const response = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
    chunks.reduce((at, chunk) => (response.set(chunk, at), at + chunk.length), 0);
    return response;
  }
}
