// Pages about the house itself: its story and its sustainability promise.
import { button, external, image, internal, ref, refs, richText, videoFile } from '../builders';
import { teamMembers } from '../people';
import { SECTION_PADDING, blocks, keyed, page } from './page';

function aboutPage() {
  const id = 'page-over-veld';
  return page('over-veld', 'Over VELD',
    'VELD is een familiebedrijf in Haarlem: mode van duurzame merken, een eigen atelier en advies van mensen die van kleding houden.',
    blocks(id,
      {
        _type: 'HeaderBanner',
        image: image({ name: 'over-veld-hero', motif: 'still-life', width: 2400, height: 1100,
          alt: 'De winkel van VELD aan de Gierstraat met houten rekken en daglicht' }),
        title: 'Mode met aandacht, sinds 2009',
        text: 'Wat begon met één rek jurken is uitgegroeid tot een winkel, een atelier en een webshop. De aandacht is gebleven.',
        buttons: [],
        textPosition: 'left',
      },
      {
        _type: 'Content',
        title: 'Ons verhaal',
        body: richText(`${id}:story`,
          'In 2009 opende Marieke de Vries een kleine winkel in de Gierstraat in Haarlem. Ze verkocht wat ze zelf graag droeg: goed gemaakte kleding van merken die ze persoonlijk kende.',
          'Vijftien jaar later werken we met een team van zeven mensen, hebben we een eigen atelier boven de winkel en verzenden we door heel Nederland en België. Maar we kiezen nog steeds elk stuk zelf uit.',
          '> We verkopen liever één jas die je tien jaar draagt dan tien jassen die je één keer draagt.',
          'Lees meer over [hoe we kiezen](doc:page-duurzaamheid) of kom gewoon langs voor een kop koffie.'),
        alignment: 'left',
        maxWidth: 760,
        backgroundStyle: 'round',
        padding: SECTION_PADDING,
      },
      {
        _type: 'Image',
        image: image({ name: 'over-veld-atelier', motif: 'still-life', width: 1600, height: 900,
          alt: 'Werktafel in het atelier met stofrollen, een schaar en een meetlint' }),
        caption: 'Ons atelier boven de winkel, waar Youssef dagelijks vermaakt en op maat maakt.',
      },
      {
        _type: 'Video',
        videoType: 'file',
        video: videoFile('over-veld-atelier'),
        poster: image({ name: 'over-veld-video-poster', motif: 'fabric', width: 1600, height: 900,
          alt: 'Handen die een zoom vastspelden' }),
        blockTitle: 'Kijk mee in het atelier',
        blockContent: richText(`${id}:video`,
          'Van inkorten tot een pak op maat: in het atelier krijgt elk kledingstuk de tijd die het nodig heeft.'),
        componentId: 'atelier',
        // 'Shop this video': a shop category given as its path of names.
        categoryId: 'Nieuw-binnen/',
      },
      {
        _type: 'Team',
        title: 'Het team',
        intro: 'Zeven mensen, één winkel. Je spreekt ons in de winkel, aan de telefoon en via de chat.',
        layout: 'grid',
        members: refs(`${id}:team`, teamMembers.map((member) => member._id)),
      },
      {
        _type: 'CardsSlider',
        title: 'Ontdek meer',
        cards: keyed(`${id}:cards`, 'card', [
          { title: 'Duurzaamheid', imageStyle: 'landscape', link: internal('page-duurzaamheid'),
            image: image({ name: 'card-duurzaamheid', motif: 'landscape', width: 1200, height: 800,
              alt: 'Vlasveld in de ochtendmist' }) },
          { title: 'VELD Journal', imageStyle: 'landscape', link: internal('page-blog'),
            image: image({ name: 'card-journal', motif: 'still-life', width: 1200, height: 800,
              alt: 'Open tijdschrift naast een kop koffie' }) },
          { title: 'Advies op maat', imageStyle: 'landscape', link: internal('page-afspraak-maken'), tagText: 'Gratis',
            image: image({ name: 'card-maatwerk', motif: 'fabric', width: 1200, height: 800,
              alt: 'Pakstoffen en een meetlint op een werktafel' }) },
          { title: 'Onze merken', imageStyle: 'landscape', link: internal('page-merken'),
            image: image({ name: 'card-merken', motif: 'abstract', width: 1200, height: 800,
              alt: 'Kledinglabels in aardetinten' }) },
        ] as const),
        perViewDesktop: 3.2, perViewTablet: 2.4, perViewMobile: 1.2,
      },
    ));
}

function sustainabilityPage() {
  const id = 'page-duurzaamheid';
  return page('duurzaamheid', 'Duurzaamheid',
    'Hoe VELD kiest: natuurlijke materialen, eerlijke productie, repareren en vermaken. Lees wat we doen en waar we nog aan werken.',
    blocks(id,
      {
        _type: 'HeaderBanner',
        image: image({ name: 'duurzaamheid-hero', motif: 'landscape', width: 2400, height: 1100,
          alt: 'Vlasveld in bloei onder een lichtblauwe lucht' }),
        imageMobile: image({ name: 'duurzaamheid-hero-mobile', motif: 'landscape', width: 900, height: 1200,
          alt: 'Vlasveld in bloei onder een lichtblauwe lucht' }),
        title: 'Minder, maar beter',
        text: 'Duurzaam is voor ons geen label, maar een manier van kiezen. Dit is wat we doen, en waar we nog aan werken.',
        buttons: keyed(`${id}:hero:buttons`, 'button', [button('Shop duurzame favorieten', external('/Duurzaam/', false))]),
        textPosition: 'center',
      },
      {
        _type: 'Content',
        title: 'Zo kiezen wij',
        body: richText(`${id}:choices`,
          '## Materialen',
          'Ruim zeventig procent van onze collectie is gemaakt van natuurlijke of gerecyclede vezels: linnen, biologisch katoen, wol en gerecycled kasjmier.',
          '## Productie',
          'We bezoeken onze merken en vragen naar hun fabrieken. Merken die niet kunnen laten zien waar hun kleding gemaakt wordt, nemen we niet op.',
          '## Na de aankoop',
          '- Gratis inkorten van alles wat je bij ons koopt',
          '- Elke eerste zaterdag van de maand een repair café',
          '- Verzending zonder plastic, in dozen die je opnieuw kunt gebruiken',
          'Wat we nog niet goed genoeg doen? Ons retourpercentage is te hoog. Daarom investeren we in betere maattabellen en persoonlijk [maatadvies](doc:page-afspraak-maken).'),
        alignment: 'left',
        maxWidth: 820,
        backgroundStyle: 'zigzag',
        padding: { desktop: { top: 96, bottom: 96 }, mobile: { top: 56, bottom: 56 } },
      },
      {
        _type: 'Image',
        image: image({ name: 'duurzaamheid-garen', motif: 'fabric', width: 2400, height: 1000,
          alt: 'Close-up van ongeverfd linnen garen' }),
        fullWidth: true,
      },
      { _type: 'Title', text: 'Lees verder', level: 'h2', alignment: 'center' },
      {
        _type: 'BlogRelated',
        title: 'Meer over duurzaam kleden',
        blog: ref('blog-waarom-linnen'),
        perViewDesktop: 3.7, perViewTablet: 4.2, perViewMobile: 1.4,
      },
    ));
}

export const storyPages = [aboutPage(), sustainabilityPage()];
