// Counts the KV operations made through a namespace. Workers allows 1,000 of them per
// invocation (reads, writes, deletes and lists alike); a purge slice counts its own, keeps within
// its budget, and reports the figure (purge-job.ts).

export interface CountedKv {
  kv: KVNamespace;
  operations(): number;
}

const COUNTED = new Set<PropertyKey>(['get', 'getWithMetadata', 'put', 'delete', 'list']);

export function countKvOperations(kv: KVNamespace): CountedKv {
  let operations = 0;
  const counted = new Proxy(kv, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!COUNTED.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        operations += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { kv: counted, operations: () => operations };
}
