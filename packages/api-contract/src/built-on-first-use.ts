/**
 * A module-level schema of the contract, built the first time anything reads it rather than when its
 * module loads (ADR 0011 §11). Building zod schemas is most of the work of evaluating the contract's
 * modules, and the first screen's chunks carry many schemas it reads only once a response has arrived,
 * or never (another tab's form); built at load, they lengthen the task that blocks the first screen.
 *
 * The returned object stands in for the schema: the same type, and every read (a method, `_zod`,
 * `instanceof`, `shape`) goes to the one schema built on the first of them. Use it for every schema a
 * contract module declares at its top level; a schema declared inside another one's builder needs none.
 */
export function builtOnFirstUse<Schema extends object>(build: () => Schema): Schema {
  let schema: Schema | undefined;
  const built = () => (schema ??= build());
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(built(), key),
    set: (_, key, value) => Reflect.set(built(), key, value),
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // A proxy may only report a property as non-configurable if its own (empty) target has it so.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
