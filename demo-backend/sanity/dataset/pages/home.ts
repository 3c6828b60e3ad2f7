// The home page (slug "home", served at "/").
import { HOME_PAGE_SLUG } from '../../../../shared/content/paths';
import type { SanityImage } from '../../../../shared/content/types';
import type { ImageMotif } from '../../assets/asset-ids';
import { button, external, image, internal, refs, richText } from '../builders';
import { INSTAGRAM } from '../site-config';
import { productStreamId } from '../../../shopware/catalogue/streams';
import { blocks, keyed, page } from './page';

export const HOME_HERO_TITLE = 'Warm de winter in';

const instagramPost = (n: number, motif: Exclude<ImageMotif, 'scene'>, alt: string): { image: SanityImage; url: string } => ({
  image: image({ name: `instagram-${n}`, motif, width: 1080, height: 1080, alt }),
  url: `https://www.instagram.com/p/veld${String(n).padStart(4, '0')}/`,
});

export function homePage(heroTitle = HOME_HERO_TITLE) {
  const id = `page-${HOME_PAGE_SLUG}`;
  return page(HOME_PAGE_SLUG, 'Home',
    'VELD in Haarlem: dames- en herenmode van duurzame merken, maatwerk en persoonlijk advies. Gratis verzending vanaf € 75.',
    blocks(id,
      {
        _type: 'HeaderBanner',
        image: image({ name: 'home-hero', motif: 'figure', width: 2400, height: 1100,
          alt: 'Vrouw in een lange camel jas loopt door de duinen in de winterzon', hotspot: { x: 0.62, y: 0.4 } }),
        imageMobile: image({ name: 'home-hero-mobile', motif: 'figure', width: 900, height: 1200,
          alt: 'Vrouw in een lange camel jas loopt door de duinen in de winterzon' }),
        title: heroTitle,
        text: 'De wintercollectie is binnen: zachte wol, diepe kleuren en jassen die jaren meegaan.',
        buttons: keyed(`${id}:hero:buttons`, 'button', [
          button('Shop dames', external('/Dames/', false)),
          button('Shop heren', external('/Heren/', false)),
        ]),
        textPosition: 'left',
      },
      {
        _type: 'Usps',
        items: keyed(`${id}:usps`, 'uspItem', [
          { icon: 'shipping', title: 'Gratis verzending vanaf € 75', text: 'Voor 22.00 uur besteld, morgen in huis' },
          { icon: 'returns', title: '30 dagen bedenktijd', text: 'Gratis retourneren in Nederland' },
          { icon: 'store', title: 'Gratis inkorten', text: 'In ons atelier in Haarlem' },
          { icon: 'help', title: 'Persoonlijk advies', text: 'In de winkel of via video' },
        ] as const),
      },
      {
        _type: 'ProductSlider',
        title: 'Nieuw binnen',
        // The demo shop's group, by its id as the Shopware admin shows it (shopware/catalogue/streams.ts).
        streamId: productStreamId('nieuw-binnen'),
        sort: 'nieuw-binnen',
        button: button('Bekijk alles wat nieuw is', external('/Nieuw-binnen/', false)),
        perViewDesktop: 5.4, perViewTablet: 4.2, perViewMobile: 1.8,
      },
      {
        _type: 'Cards',
        title: 'Waar ben je naar op zoek?',
        cards: keyed(`${id}:cards`, 'card', [
          { title: 'Dames', imageStyle: 'portrait', link: external('/Dames/', false),
            image: image({ name: 'card-dames', motif: 'figure', width: 900, height: 1200,
              alt: 'Vrouw in een crème gebreide set op een houten trap' }) },
          { title: 'Heren', imageStyle: 'portrait', link: external('/Heren/', false),
            image: image({ name: 'card-heren', motif: 'figure', width: 900, height: 1200,
              alt: 'Man in een olijfgroen overshirt en een ecru broek' }) },
          { title: 'Shop the look', imageStyle: 'portrait', link: internal('page-shop-the-look'), tagText: 'Nieuw',
            image: image({ name: 'card-looks', motif: 'still-life', width: 900, height: 1200,
              alt: 'Complete outfit met jas, trui, broek en laarzen uitgelegd op de vloer' }) },
          { title: 'Advies op maat', imageStyle: 'portrait', link: internal('page-afspraak-maken'),
            image: image({ name: 'card-advies', motif: 'fabric', width: 900, height: 1200,
              alt: 'Stalen van wollen pakstoffen in grijs en blauw' }) },
        ] as const),
      },
      {
        _type: 'Video',
        videoType: 'vimeo',
        vimeoId: '1031858190',
        vimeoUrl: 'https://vimeo.com/1031858190',
        poster: image({ name: 'video-winter-still', motif: 'landscape', width: 1600, height: 900,
          alt: 'Duinen bij Zandvoort op een koude ochtend, twee modellen in wol en teddy aan de vloedlijn' }),
        blockTitle: 'De wintercollectie in beweging',
        blockContent: richText(`${id}:video`,
          'Gefilmd op een koude ochtend aan de kust bij Zandvoort. Wol, teddy en suède in de kleuren van het duinlandschap.',
          '[Bekijk de looks](doc:page-shop-the-look)'),
        componentId: 'campagne-winter',
      },
      {
        _type: 'BlogSlider',
        title: 'Uit het VELD Journal',
        button: button('Alle verhalen', internal('page-blog')),
        perViewDesktop: 3.7, perViewTablet: 4.2, perViewMobile: 1.4,
      },
      {
        _type: 'Reviews',
        title: 'Wat klanten over ons zeggen',
        items: refs(`${id}:reviews`, ['review-1', 'review-2', 'review-3', 'review-5', 'review-7', 'review-8']),
        backgroundShape: 'round',
        perViewDesktop: 3.7, perViewTablet: 4.2, perViewMobile: 1.4,
      },
      {
        _type: 'ProductSlider',
        title: 'Favorieten van deze week',
        streamId: productStreamId('bestsellers'),
        sort: 'topseller',
        perViewDesktop: 5.4, perViewTablet: 4.2, perViewMobile: 1.8,
      },
      {
        _type: 'InstagramSlider',
        title: 'Volg ons op Instagram',
        handle: INSTAGRAM.handle,
        profileUrl: INSTAGRAM.profileUrl,
        posts: keyed(`${id}:instagram`, 'instagramPost', [
          instagramPost(1, 'figure', 'Lotte in een bordeaux teddyjas voor de etalage'),
          instagramPost(2, 'still-life', 'Nieuwe leren laarzen op een stapel truien'),
          instagramPost(3, 'fabric', 'Detail van een visgraatweefsel in bruin en crème'),
          instagramPost(4, 'landscape', 'Zonsondergang boven de duinen bij Bloemendaal'),
          instagramPost(5, 'portrait', 'Youssef aan het werk in het atelier'),
          instagramPost(6, 'abstract', 'Kleurstalen van de wintercollectie'),
          instagramPost(7, 'figure', 'Joost in een donkerblauw pak op de Grote Markt'),
          instagramPost(8, 'still-life', 'Koffie en de nieuwe lookbook op de toonbank'),
        ]),
        perViewDesktop: 3.7, perViewTablet: 4.2, perViewMobile: 1.4,
      },
    ));
}
