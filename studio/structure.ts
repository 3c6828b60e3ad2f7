// The desk: the site configuration and the size guide as single documents (opened directly,
// never a list, never created twice), then the lists an editor works in.
import type { StructureResolver } from 'sanity/structure';
import { CogIcon } from '@sanity/icons/Cog';
import { DocumentIcon } from '@sanity/icons/Document';
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { StarIcon } from '@sanity/icons/Star';
import { ThListIcon } from '@sanity/icons/ThList';
import { UsersIcon } from '@sanity/icons/Users';

/** Documents of which the shop has exactly one, by their fixed ids (shared/content/paths.ts). */
export const SINGLETONS = [
  { type: 'siteConfig', id: 'siteConfig', title: 'Site-instellingen', icon: CogIcon },
  { type: 'sizeGuide', id: 'sizeGuide', title: 'Maattabel', icon: ThListIcon },
] as const;

export const SINGLETON_TYPES: ReadonlySet<string> = new Set(SINGLETONS.map((s) => s.type));

export const structure: StructureResolver = (S) =>
  S.list().title('Inhoud').items([
    ...SINGLETONS.map(({ type, id, title, icon }) =>
      S.listItem().id(type).title(title).icon(icon).child(S.document().schemaType(type).documentId(id).title(title))),
    S.divider(),
    S.documentTypeListItem('page').title('Pagina’s').icon(DocumentIcon),
    S.documentTypeListItem('blog').title('Blog').icon(DocumentTextIcon),
    S.divider(),
    S.documentTypeListItem('teamMember').title('Team').icon(UsersIcon),
    S.documentTypeListItem('review').title('Reviews').icon(StarIcon),
    S.documentTypeListItem('faq').title('Veelgestelde vragen').icon(HelpCircleIcon),
  ]);
