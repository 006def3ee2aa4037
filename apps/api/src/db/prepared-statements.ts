/**
 * The statements one connection of the app pool keeps prepared (decision 042). PostgreSQL plans an
 * unnamed statement anew each time it is sent, and for the queries behind a cart or an order that
 * planning cost more than running them (0.7 ms against 0.1 ms for a cart's lines under row-level
 * security). A named statement is parsed and planned once per connection and then only bound and run.
 *
 * The names are the connection's own and never reused, so a name forgotten here can be closed on the
 * server at leisure (closing a statement that does not exist is no error). The most recently used
 * `capacity` texts keep their names; a text longer than MAX_PREPARED_TEXT is never kept, so neither
 * the connection's memory on the server nor this map grows with the variety of statements.
 */
export const PREPARED_PER_CONNECTION = 100;
const MAX_PREPARED_TEXT = 8_000;

/** pg's record of what a connection has parsed, which must forget what the server is told to close. */
interface ParsedStatements {
  parsedStatements: Record<string, string>;
}

export class PreparedStatements {
  readonly #names = new Map<string, string>();
  #closing: string[] = [];
  #next = 0;

  constructor(
    private readonly connection: ParsedStatements,
    private readonly capacity = PREPARED_PER_CONNECTION,
  ) {}

  /** The name to run a text under, a new one on its first use; undefined for a text not to keep. */
  nameFor(text: string): string | undefined {
    if (text.length > MAX_PREPARED_TEXT) return undefined;
    const known = this.#names.get(text);
    if (known !== undefined) {
      // Map order is use order: the first entry is the least recently used.
      this.#names.delete(text);
      this.#names.set(text, known);
      return known;
    }
    if (this.#names.size >= this.capacity) this.forget(this.#names.keys().next().value!);
    const name = `app_${this.#next++}`;
    this.#names.set(text, name);
    return name;
  }

  /**
   * Drops a text's name, to be closed on the server before the next statement. After a failure too:
   * a statement whose tables changed under it ("cached plan must not change result type") is then
   * prepared afresh on its next use, and one whose parse failed is not taken for parsed.
   */
  forget(text: string): void {
    const name = this.#names.get(text);
    if (name === undefined) return;
    this.#names.delete(text);
    delete this.connection.parsedStatements[name];
    this.#closing.push(name);
  }

  /** The names to close, once: the caller sends them ahead of its statement. */
  takeClosing(): string[] {
    const closing = this.#closing;
    this.#closing = [];
    return closing;
  }
}
