// Pages built around an overview from the shop: brands, the journal, looks, a category edit,
// and the error page.
import { ERROR_PAGE_TITLE } from '../../../../shared/content/paths';
import type { UnknownBlock } from '../../../../shared/content/types';
import { button, image, richText } from '../builders';
import { keyFor } from '../ids';
import { SECTION_PADDING, blocks, keyed, page } from './page';
import { productStreamId } from '../../../shopware/catalogue/streams';

const brandsPage = page('merken', 'Merken',
  'Alle merken van VELD op een rij, voor dames en heren: van Scandinavische basics tot Italiaans maatwerk.',
  blocks('page-merken',
    { _type: 'Title', text: 'Onze merken', level: 'h1' },
    {
      _type: 'Brands',
      intro: 'We werken met ruim zestig merken die we persoonlijk kennen. Sommige volgen we al sinds de eerste dag, andere ontdekten we vorig seizoen in Kopenhagen. Filter op dames of heren, of kies een letter.',
    },
  ));

const blogPage = page('blog', 'VELD Journal',
  'Het VELD Journal: stylingtips, verhalen uit ons atelier en alles over duurzaam kleden.',
  blocks('page-blog',
    { _type: 'Title', text: 'VELD Journal', level: 'h1', alignment: 'center' },
    { _type: 'BlogOverview' },
  ));

const looksPage = page('shop-the-look', 'Shop the look',
  'Complete looks, samengesteld door onze stylisten. Shop de hele outfit of kies je favoriete stuk.',
  blocks('page-shop-the-look',
    { _type: 'Title', text: 'Shop the look', level: 'h1' },
    {
      _type: 'Content',
      body: richText('page-shop-the-look:intro',
        'Elke twee weken stellen Lotte en Sanne nieuwe looks samen uit de collectie. Zie je iets moois? Je shopt de hele outfit in één keer.'),
      alignment: 'left',
      maxWidth: 640,
      padding: { desktop: { top: 0, bottom: 40 }, mobile: { top: 0, bottom: 24 } },
    },
    { _type: 'LooksOverview' },
  ));

/**
 * A carousel from the first version of the site that the Studio no longer offers: the
 * storefront shows 'Failed to load component: LegacyCarousel' in its place.
 */
const legacyCarousel: UnknownBlock = {
  _type: 'LegacyCarousel',
  _key: keyFor('page-inspiratie:legacy'),
  autoplay: true,
  slides: keyed('page-inspiratie:legacy:slides', 'slide', [
    { heading: 'Lookbook voorjaar 2024', image: image({ name: 'legacy-1', motif: 'figure', width: 1600, height: 900,
      alt: 'Lookbook voorjaar 2024' }) },
  ]),
};

const inspirationPage = page('inspiratie', 'Inspiratie',
  'Looks en verhalen om je door te laten inspireren: nieuwe combinaties, stylingtips en achtergronden.',
  [
    ...blocks('page-inspiratie',
      { _type: 'Title', text: 'Inspiratie', level: 'h1' },
      { _type: 'LooksBlogsOverview', title: 'Laat je inspireren', looksTitle: 'Nieuwste looks',
        blogsTitle: 'Uit het Journal' },
    ),
    legacyCarousel,
  ]);

const dressesPage = page('jurkenedit', 'De jurkenedit',
  'Van midi tot maxi: de mooiste jurken van het seizoen, gekozen door ons team.',
  blocks('page-jurkenedit',
    {
      _type: 'HeaderBanner',
      image: image({ name: 'jurken-hero', motif: 'figure', width: 2400, height: 1100,
        alt: 'Drie vrouwen in jurken in warme herfstkleuren op een bospad' }),
      title: 'De jurkenedit',
      text: 'Jurken die je met laarzen, sneakers én hakken draagt. Geselecteerd door Marieke.',
      buttons: [],
      textPosition: 'center',
    },
    { _type: 'ProductListing', title: 'Alle jurken', categoryId: 'Dames/Kleding/Jurken/' },
  ));

/**
 * The page the storefront shows on errors; it is found by its title. Only what the storefront's
 * own message (with its search and way home) does not say: a second message and a second home
 * button above it read as two pages on one (#32).
 */
const ERROR_PAGE_ID = 'page-error';
const errorPage = page('error', ERROR_PAGE_TITLE,
  'Deze pagina bestaat niet (meer).',
  blocks(ERROR_PAGE_ID,
    {
      _type: 'ProductSlider', title: 'Nu in de sale', streamId: productStreamId('sale'),
      button: button('Bekijk de hele sale', { type: 'external', url: '/Sale/' }),
      perViewDesktop: 5.4, perViewTablet: 4.2, perViewMobile: 1.8,
    },
    {
      _type: 'Content',
      body: richText(`${ERROR_PAGE_ID}:help`, 'Hulp nodig? [Neem contact op](doc:page-contact) met onze klantenservice.'),
      alignment: 'center',
      maxWidth: 560,
      padding: SECTION_PADDING,
    },
  ));

export const overviewPages = [brandsPage, blogPage, looksPage, inspirationPage, dressesPage, errorPage];
