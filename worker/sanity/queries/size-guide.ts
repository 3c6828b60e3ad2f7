// GROQ for the size guide document (docs/content-model.md).
import { defineQuery } from 'groq';
export const SIZE_GUIDE_QUERY = defineQuery(`*[_type == "sizeGuide"][0]{
  title, intro, howToMeasure,
  "tables": tables[]{ name, columns, "rows": rows[].cells }
}`);
