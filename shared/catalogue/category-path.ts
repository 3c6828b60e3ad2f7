// A ProductListing block names its category by id (32 hex) or by a path of category names
// ending in a slash ('Dames/Kleding/Jurken/'), walked through the category tree by name from
// the root of the main navigation (docs/content-model.md). No match is null: the block shows
// its failure fallback rather than a listing of everything.

interface CategoryNode {
  id: string;
  label: string;
  children: CategoryNode[];
}

const HEX_ID = /^[0-9a-f]{32}$/i;

const normalise = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('nl');

/** The category id a block's `categoryId` means, or null when it names no category. */
export function resolveCategoryPath(categoryId: string, tree: readonly CategoryNode[]): string | null {
  const value = categoryId.trim();
  if (HEX_ID.test(value)) return value.toLowerCase();
  const names = value.split('/').map(normalise).filter(Boolean);
  if (names.length === 0) return null;
  let level: readonly CategoryNode[] = tree;
  let found: CategoryNode | undefined;
  for (const name of names) {
    found = level.find((node) => normalise(node.label) === name);
    if (!found) return null;
    level = found.children;
  }
  return found ? found.id : null;
}
