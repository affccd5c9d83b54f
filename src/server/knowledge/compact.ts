/**
 * One copy of each equal value in data held for the life of the process (the knowledge room's
 * records, the cookbook's index). Parsed JSON repeats itself: "salt" is a food of 1,083 cookbook
 * versions, "stirred through at the end" the cue of 450 foods, `{ "min": [0, 0] }` a cooking
 * method of hundreds; zod then copies every object it checks. A pool gives back, for a string, an
 * array or a plain object, the first equal one it was given (and freezes it, since it is shared),
 * so the copies become garbage: the room's foods took 3.7 MB of heap as zod returns them,
 * 1.2 MB pooled (docs/notes/memory.md).
 *
 * A pool lives for one load; what it returned stays shared and frozen (writing to it throws).
 */

/** A Set that cannot change after it is made (it may be shared by several records). */
export class FrozenSet<T> extends Set<T> {
  private readonly sealed: boolean;
  constructor(values: Iterable<T>) {
    super();
    for (const v of values) super.add(v);
    this.sealed = true;
  }
  override add(value: T): this {
    if (this.sealed) throw new TypeError('This set is shared and cannot change.');
    return super.add(value);
  }
  override delete(_value: T): boolean {
    throw new TypeError('This set is shared and cannot change.');
  }
  override clear(): void {
    throw new TypeError('This set is shared and cannot change.');
  }
}

export class Pool {
  private readonly strings = new Map<string, string>();
  private readonly shapes = new Map<string, unknown>();
  private readonly sets = new Map<string, FrozenSet<unknown>>();
  private readonly ids = new Map<unknown, number>();

  /** The pooled copy of a string. */
  string(s: string): string {
    const known = this.strings.get(s);
    if (known !== undefined) return known;
    this.strings.set(s, s);
    return s;
  }

  /**
   * The pooled, frozen copy of JSON data (strings, numbers, booleans, null, arrays and plain
   * objects; an `undefined` property is left out, as JSON does). It is rebuilt through
   * `JSON.parse`, whose objects are laid out tighter than ones built key by key.
   */
  json<T>(value: T): T {
    if (value === undefined) return value;
    return this.canon(JSON.parse(JSON.stringify(value))) as T;
  }

  /** The pooled, frozen copy of a list of strings (equal lists share one array). */
  list<T extends string>(values: readonly T[]): T[] {
    return this.canon(values.map((v) => this.string(v))) as T[];
  }

  /** The pooled copy of a set of strings: sets with the same members in the same order share one. */
  set<T extends string>(values: Iterable<T>): Set<T> {
    const members = [...values].map((v) => this.string(v) as T);
    const key = JSON.stringify(members);
    const known = this.sets.get(key) as FrozenSet<T> | undefined;
    if (known) return known;
    const made = new FrozenSet<T>(members);
    this.sets.set(key, made as FrozenSet<unknown>);
    return made;
  }

  /** Pools a freshly parsed JSON value in place (its parts first), then the value itself. */
  private canon(x: unknown): unknown {
    if (typeof x === 'string') return this.string(x);
    if (x === null || typeof x !== 'object') return x;
    if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) x[i] = this.canon(x[i]);
    } else {
      const o = x as Record<string, unknown>;
      for (const k of Object.keys(o)) o[k] = this.canon(o[k]);
    }
    // Its parts are pooled already, so an object part is named by its number: the key stays as
    // long as the value's own text, not its whole depth.
    const key = Array.isArray(x)
      ? `a${x.map((v) => this.ref(v)).join(',')}`
      : `o${Object.entries(x)
          .map(([k, v]) => `${JSON.stringify(k)}:${this.ref(v)}`)
          .join(',')}`;
    const known = this.shapes.get(key);
    if (known !== undefined) return known;
    Object.freeze(x);
    this.shapes.set(key, x);
    this.ids.set(x, this.ids.size);
    return x;
  }

  private ref(v: unknown): string {
    return v !== null && typeof v === 'object' ? `#${this.ids.get(v)}` : String(JSON.stringify(v));
  }
}
