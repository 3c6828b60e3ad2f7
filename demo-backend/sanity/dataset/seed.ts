// What a content module of the dataset returns: documents without the system fields that
// the dataset adds when it assembles them (revision and timestamps).
import type { ContentDocument } from '../../../shared/content/types';

type SystemField = '_rev' | '_createdAt' | '_updatedAt';

export type Seed<T extends ContentDocument = ContentDocument> = T extends ContentDocument
  ? Omit<T, SystemField> & { _updatedAt?: string }
  : never;

export type SeedOf<Type extends ContentDocument['_type']> = Seed<Extract<ContentDocument, { _type: Type }>>;
