// Where a button, card or menu item leads: a page or blog post of this site, another address
// (a full URL or a shop path such as /dames/), a phone number or an e-mail address. The
// storefront turns each kind into its href (client/components/blocks/ButtonLink.tsx).
import { defineField, defineType } from 'sanity';
import { siteOrAbsoluteUrl } from './fields';

type LinkKind = 'internal' | 'external' | 'phone' | 'email';

const KIND_TITLES: Record<LinkKind, string> = {
  internal: 'Pagina of blog van deze site',
  external: 'Ander adres',
  phone: 'Telefoonnummer',
  email: 'E-mailadres',
};

/** Only what the chosen kind needs is shown, and required. */
const when = (kind: LinkKind) => ({ parent }: { parent?: { type?: string } }) => parent?.type !== kind;

function linkType(name: string, title: string, kinds: LinkKind[]) {
  return defineType({
    name, title, type: 'object',
    fields: [
      defineField({
        name: 'type', title: 'Soort link', type: 'string', initialValue: 'internal',
        options: { list: kinds.map((value) => ({ value, title: KIND_TITLES[value] })), layout: 'radio' },
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: 'internalLink', title: 'Pagina of blog', type: 'reference', to: [{ type: 'page' }, { type: 'blog' }],
        hidden: when('internal'),
        validation: (rule) => rule.custom((value, { parent }) =>
          (parent as { type?: string })?.type === 'internal' && !value ? 'Kies een pagina of blog.' : true),
      }),
      defineField({
        name: 'url', title: 'Adres', type: 'string',
        description: 'Een volledig adres (https://…) of een pad van de winkel, zoals /dames/.',
        hidden: when('external'),
        validation: (rule) => rule.custom((value, { parent }) => {
          if ((parent as { type?: string })?.type !== 'external') return true;
          if (!value) return 'Vul een adres in.';
          return siteOrAbsoluteUrl(value);
        }),
      }),
      ...(kinds.includes('phone') ? [defineField({
        name: 'phone', title: 'Telefoonnummer', type: 'string',
        description: 'Internationaal, zoals +31235310460.',
        hidden: when('phone'),
        validation: (rule) => rule.custom((value, { parent }) => {
          if ((parent as { type?: string })?.type !== 'phone') return true;
          return value && /^\+?[0-9 ]{6,}$/.test(value) ? true : 'Vul een telefoonnummer in, zoals +31235310460.';
        }),
      })] : []),
      ...(kinds.includes('email') ? [defineField({
        name: 'email', title: 'E-mailadres', type: 'string',
        hidden: when('email'),
        validation: (rule) => rule.custom((value, { parent }) => {
          if ((parent as { type?: string })?.type !== 'email') return true;
          return value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? true : 'Vul een e-mailadres in.';
        }),
      })] : []),
      defineField({
        name: 'blank', title: 'Openen in een nieuw tabblad', type: 'boolean',
        hidden: ({ parent }) => parent?.type !== 'internal' && parent?.type !== 'external',
      }),
    ],
    preview: {
      select: { type: 'type', url: 'url', phone: 'phone', email: 'email', page: 'internalLink.title' },
      prepare: ({ type, url, phone, email, page }) => ({
        title: page ?? url ?? phone ?? email ?? 'Geen link',
        subtitle: KIND_TITLES[type as LinkKind],
      }),
    },
  });
}

export const link = linkType('link', 'Link', ['internal', 'external', 'phone', 'email']);

/** The call-out bar links inside or outside the site only. */
export const siteLink = linkType('siteLink', 'Link', ['internal', 'external']);
