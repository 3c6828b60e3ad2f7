// Sanity's own document validation (validateDocument) with the Studio's schema, outside a
// Studio: for tests of the Studio's rules and of the demo content. Its validators' queries
// (a slug's uniqueness) run as GROQ over the given documents; a reference resolves when
// `exists` says its target does.
import { evaluate, parse } from 'groq-js';
import { createSchema, validateDocument, type SanityClient, type SanityDocument } from 'sanity';
import { schemaTypes } from '../schemaTypes';

export const studioSchema = createSchema({ name: 'default', types: schemaTypes });

export async function studioProblems(
  doc: { _id: string; _type: string },
  { documents = [], exists = () => true }: { documents?: unknown[]; exists?: (id: string) => boolean } = {},
): Promise<string[]> {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
    withConfig: () => client,
  } as unknown as SanityClient;
  const markers = await validateDocument({
    document: doc as SanityDocument,
    workspace: { schema: studioSchema, getClient: () => client } as unknown as Parameters<typeof validateDocument>[0]['workspace'],
    getDocumentExists: async ({ id }: { id: string }) => exists(id),
    environment: 'cli',
  });
  return markers.filter((m) => m.level === 'error' || m.level === 'warning')
    .map((m) => `${doc._id} ${JSON.stringify(m.path)}: ${m.message}`);
}
