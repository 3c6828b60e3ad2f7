// The singleton site configuration: call-out bar, main navigation and the appointment link.
import { SITE_CONFIG_ID } from '../../../shared/content/paths';
import { button, image, internal, ref } from './builders';
import { keyFor } from './ids';
import type { SeedOf } from './seed';

const navItem = (title: string, target: { page: string } | { url: string }) => ({
  _type: 'mainNavItem',
  _key: keyFor(`siteConfig:mainNav:${title}`),
  title,
  ...('page' in target ? { page: ref<'page'>(target.page) } : { url: target.url }),
});

export const siteConfig: SeedOf<'siteConfig'> = {
  _id: SITE_CONFIG_ID,
  _type: 'siteConfig',
  title: 'VELD',
  callOutBar: {
    enabled: true,
    title: 'Gratis verzending vanaf € 75 en 30 dagen bedenktijd',
    button: { title: 'Bekijk de voorwaarden', link: internal('page-klantenservice') },
  },
  mainNav: [
    navItem('Nieuw binnen', { url: '/Nieuw-binnen/' }),
    navItem('Shop the look', { page: 'page-shop-the-look' }),
    navItem('Merken', { page: 'page-merken' }),
    navItem('Journal', { page: 'page-blog' }),
    navItem('Over VELD', { page: 'page-over-veld' }),
    navItem('Instagram', { url: 'https://www.instagram.com/veldmode/' }),
  ],
  appointmentLink: button('Maak een afspraak', internal('page-afspraak-maken')),
  appointmentText: 'Een stylist helpt je met maat, pasvorm en combinaties, in het atelier in Haarlem of via video.',
  appointmentImage: image({ name: 'menu-advies', motif: 'portrait', width: 560, height: 420,
    alt: 'Stylist van VELD met een meetlint om de hals' }),
};

/** The Instagram profile, also used by the home page's Instagram slider. */
export const INSTAGRAM = { handle: '@veldmode', profileUrl: 'https://www.instagram.com/veldmode/' };
