// Attribute paths of patches: `title`, `hero.title`, `items[2]`, `pageBuilder[_key=="abc"].title`.
// Wildcards and ranges are not supported by the emulator.

type Segment = string | number | { key: string };

export class PathError extends Error {}

export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  const pattern = /([A-Za-z_$][\w$-]*)|\[(\d+)\]|\[_key\s*==\s*(["'])(.*?)\3\]|(\.)/gy;
  let expectName = true;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < path.length && (match = pattern.exec(path))) {
    const [, name, index, , key, dot] = match;
    if (dot) { expectName = true; continue; }
    if (name !== undefined) {
      if (!expectName) throw new PathError(`Invalid path "${path}"`);
      segments.push(name);
    } else if (index !== undefined) segments.push(Number(index));
    else if (key !== undefined) segments.push({ key });
    expectName = false;
  }
  if (pattern.lastIndex !== path.length || segments.length === 0) throw new PathError(`Unsupported path "${path}"`);
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function childIndex(container: Container, segment: Segment): string | number | undefined {
  if (typeof segment === 'string') return Array.isArray(container) ? undefined : segment;
  if (!Array.isArray(container)) return undefined;
  if (typeof segment === 'number') return segment;
  const index = container.findIndex((item) => (item as { _key?: unknown } | null)?._key === segment.key);
  return index === -1 ? undefined : index;
}

/**
 * Walks to the parent of the last segment, copying each container on the way so the
 * original document is left untouched. `create` adds missing objects (for `set`).
 */
function parentOf(root: Record<string, unknown>, segments: Segment[], create: boolean):
  { parent: Container; last: Segment } | null {
  let current: Container = root;
  for (const segment of segments.slice(0, -1)) {
    const at = childIndex(current, segment);
    if (at === undefined) return null;
    const value: unknown = (current as Record<string | number, unknown>)[at];
    let next: Container;
    if (Array.isArray(value)) next = [...value];
    else if (value && typeof value === 'object') next = { ...(value as Record<string, unknown>) };
    else if (create && typeof segment === 'string') next = {};
    else return null;
    (current as Record<string | number, unknown>)[at] = next;
    current = next;
  }
  return { parent: current, last: segments[segments.length - 1]! };
}

export function setAt(root: Record<string, unknown>, path: string, value: unknown, onlyIfMissing = false): void {
  const found = parentOf(root, parsePath(path), true);
  if (!found) return;
  const at = childIndex(found.parent, found.last);
  if (at === undefined) return;
  const target = found.parent as Record<string | number, unknown>;
  if (onlyIfMissing && target[at] !== undefined) return;
  target[at] = value;
}

export function unsetAt(root: Record<string, unknown>, path: string): void {
  const found = parentOf(root, parsePath(path), false);
  if (!found) return;
  const at = childIndex(found.parent, found.last);
  if (at === undefined) return;
  if (Array.isArray(found.parent)) found.parent.splice(at as number, 1);
  else delete found.parent[at as string];
}
