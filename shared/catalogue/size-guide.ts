// The size guide as the product page shows it (content from Sanity, worker/sanity/size-guide.ts),
// and which of its tables fits a product: the one that names most of the product's sizes
// (clothing for XS-XXL, shoes for 36-46); between equals, the one named in the product's
// breadcrumb (Dames or Heren).

export interface SizeGuideTable {
  name: string;
  columns: string[];
  /** One row per size; the first cell is the size's name. */
  rows: string[][];
}

export interface SizeGuideView {
  title: string;
  intro: string | null;
  tables: SizeGuideTable[];
  howToMeasure: string[];
}

/** The table that names most of these sizes (the trail's own between equals), or null when none names any. */
export function sizeTableFor(guide: SizeGuideView, sizeNames: readonly string[], trail: readonly string[] = []): SizeGuideTable | null {
  let best: SizeGuideTable | null = null;
  let bestScore = 0;
  for (const table of guide.tables) {
    const count = table.rows.filter((row) => sizeNames.includes(row[0] ?? '')).length;
    const score = count === 0 ? 0 : count * 2 + (trail.includes(table.name) ? 1 : 0);
    if (score > bestScore) { best = table; bestScore = score; }
  }
  return best;
}
