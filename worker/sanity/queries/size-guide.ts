// GROQ for the size guide document (docs/content-model.md).
export const SIZE_GUIDE_QUERY = /* groq */ `*[_type == "sizeGuide"][0]{
  title, intro, howToMeasure,
  "tables": tables[]{ name, columns, "rows": rows[].cells }
}`;

export interface SizeGuideResult {
  title?: string | null;
  intro?: string | null;
  howToMeasure?: string[] | null;
  tables?: Array<{ name?: string | null; columns?: string[] | null; rows?: Array<string[] | null> | null }> | null;
}
