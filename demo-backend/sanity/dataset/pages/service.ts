// Service pages: customer service, contact, booking an appointment, privacy.
import type { Link } from '../../../../shared/content/types';
import { button, external, image, internal, refs, richText } from '../builders';
import { SECTION_PADDING, blocks, keyed, page } from './page';

const PHONE: Link = { type: 'phone', phone: '+31235310460' };
const EMAIL: Link = { type: 'email', email: 'klantenservice@veldmode.nl' };
const MAPS = external('https://www.openstreetmap.org/search?query=Gierstraat%2021%20Haarlem');

const usps = [
  { icon: 'shipping', title: 'Gratis verzending vanaf € 75' },
  { icon: 'returns', title: '30 dagen bedenktijd' },
  { icon: 'payment', title: 'Achteraf betalen met Klarna' },
] as const;

function customerServicePage() {
  const id = 'page-klantenservice';
  return page('klantenservice', 'Klantenservice',
    'Vragen over je bestelling, verzending, retourneren of je maat? Hier vind je het antwoord, of bel en mail ons.',
    blocks(id,
      { _type: 'Title', text: 'Hoe kunnen we je helpen?', level: 'h1' },
      {
        _type: 'InfoCard',
        items: keyed(`${id}:info`, 'infoCardItem', [
          { title: 'Verzenden', subText: 'Voor 22.00 uur besteld is de volgende werkdag in huis. Gratis vanaf € 75.',
            button: button('Alles over verzenden', internal('page-klantenservice-verzenden-en-retourneren')) },
          { title: 'Retourneren', subText: 'Je hebt 30 dagen bedenktijd. Retourneren binnen Nederland is gratis.',
            button: button('Retour aanmelden', external('/account/orders', false)) },
          { title: 'Maatadvies', subText: 'Twijfel je over je maat? Bekijk de maattabel of vraag onze stylisten.',
            button: button('Naar de maattabel', internal('page-klantenservice-maattabel')) },
        ]),
      },
      {
        _type: 'FAQs',
        title: 'Meestgestelde vragen',
        items: refs(`${id}:faqs`, ['faq-levertijd', 'faq-verzendkosten', 'faq-retour-aanmelden', 'faq-maat-kiezen', 'faq-betaalmethoden']),
      },
      {
        _type: 'Button',
        title: 'Alle veelgestelde vragen',
        link: internal('page-klantenservice-veelgestelde-vragen'),
        variant: 'primary',
        alignment: 'center',
      },
      { _type: 'Usps', items: keyed(`${id}:usps`, 'uspItem', usps) },
    ));
}

function contactPage() {
  const id = 'page-contact';
  return page('contact', 'Contact',
    'Neem contact op met VELD: bel, mail of stuur een bericht. Of kom langs in onze winkel in de Gierstraat in Haarlem.',
    blocks(id,
      { _type: 'Title', text: 'Contact', level: 'h1' },
      {
        _type: 'Content',
        body: richText(`${id}:intro`,
          'We helpen je graag, van dinsdag tot en met zaterdag tussen 10.00 en 18.00 uur. Mail je buiten die tijden, dan hoor je de volgende werkdag van ons.',
          '**VELD** · Gierstraat 21 · 2011 GA Haarlem'),
        alignment: 'center',
        maxWidth: 640,
        padding: { desktop: { top: 24, bottom: 48 }, mobile: { top: 16, bottom: 32 } },
      },
      {
        _type: 'InfoCard',
        items: keyed(`${id}:info`, 'infoCardItem', [
          { title: 'Bel ons', subText: 'Di t/m za van 10.00 tot 18.00 uur', button: button('023 531 04 60', PHONE) },
          { title: 'Mail ons', subText: 'We reageren binnen één werkdag', button: button('klantenservice@veldmode.nl', EMAIL) },
          { title: 'Bezoek de winkel', subText: 'Donderdag koopavond tot 21.00 uur', button: button('Route plannen', MAPS) },
        ]),
      },
      {
        _type: 'ContactForm',
        title: 'Stuur ons een bericht',
        intro: 'Vul het formulier in en we nemen binnen één werkdag contact met je op.',
      },
    ));
}

/** The booking widget of the appointment page, rendered in a sandboxed iframe. */
const APPOINTMENT_WIDGET_HTML = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Afspraak maken</title>
<style>
  body { margin: 0; padding: 32px 24px; font: 16px/1.5 system-ui, sans-serif; color: #2b2622; background: #f7f3ee; }
  h2 { font-weight: 500; margin: 0 0 16px; }
  table { border-collapse: collapse; width: 100%; max-width: 640px; background: #fff; }
  th, td { text-align: left; padding: 12px 16px; border-bottom: 1px solid #e6ded3; }
  th { font-weight: 500; background: #efe7dc; }
  p { max-width: 640px; }
</style></head>
<body>
  <h2>Wanneer kun je bij ons terecht?</h2>
  <table>
    <thead><tr><th>Soort afspraak</th><th>Duur</th><th>Wanneer</th></tr></thead>
    <tbody>
      <tr><td>Personal styling</td><td>60 minuten</td><td>di t/m za, 10.00–17.00 uur</td></tr>
      <tr><td>Eerste gesprek maatpak</td><td>90 minuten</td><td>do en za, 10.00–16.00 uur</td></tr>
      <tr><td>Passing maatwerk</td><td>30 minuten</td><td>di t/m za, op afspraak</td></tr>
      <tr><td>Styling via video</td><td>45 minuten</td><td>di en do, 19.00–21.00 uur</td></tr>
    </tbody>
  </table>
  <p>Bel ons op 023 531 04 60 of mail naar klantenservice@veldmode.nl om een moment te kiezen. Een afspraak is gratis en je zit nergens aan vast.</p>
</body></html>`;

function appointmentPage() {
  const id = 'page-afspraak-maken';
  return page('afspraak-maken', 'Afspraak maken',
    'Maak een gratis afspraak voor personal styling of een pak op maat in onze winkel in Haarlem, of via video.',
    blocks(id,
      {
        _type: 'HeaderBanner',
        image: image({ name: 'afspraak-hero', motif: 'figure', width: 2400, height: 1100,
          alt: 'Stylist Sanne helpt een klant met het kiezen van een blazer' }),
        imageMobile: image({ name: 'afspraak-hero-mobile', motif: 'figure', width: 900, height: 1200,
          alt: 'Stylist Sanne helpt een klant met het kiezen van een blazer' }),
        title: 'Advies op maat',
        text: 'Een uur alle aandacht voor jou: voor een nieuwe garderobe, een bijzondere gelegenheid of een pak dat echt past.',
        buttons: keyed(`${id}:hero:buttons`, 'button', [button('Bel voor een afspraak', PHONE)]),
        textPosition: 'right',
      },
      {
        _type: 'Content',
        title: 'Zo werkt het',
        body: richText(`${id}:how`,
          '1. Kies het soort afspraak en een moment dat jou past.',
          '2. Vertel ons vooraf waar je naar zoekt, dan leggen we alvast iets klaar.',
          '3. Je krijgt een uur persoonlijk advies, met koffie. Kopen hoeft niet.'),
        alignment: 'left',
        maxWidth: 720,
        backgroundStyle: 'triangle',
        padding: SECTION_PADDING,
      },
      { _type: 'RawHTML', title: 'Beschikbaarheid', html: APPOINTMENT_WIDGET_HTML },
      {
        _type: 'Team',
        title: 'Je stylisten',
        layout: 'slider',
        members: refs(`${id}:team`, ['team-sanne', 'team-joost', 'team-youssef']),
      },
      {
        _type: 'Reviews',
        title: 'Ervaringen met ons advies',
        items: refs(`${id}:reviews`, ['review-2', 'review-5', 'review-4']),
        backgroundShape: 'triangle',
      },
      {
        _type: 'Button',
        title: 'Mail ons je vraag',
        link: EMAIL,
        variant: 'secondary',
        alignment: 'center',
      },
    ));
}

function privacyPage() {
  const id = 'page-privacybeleid';
  return page('privacybeleid', 'Privacybeleid',
    'Hoe VELD omgaat met je persoonsgegevens: welke gegevens we bewaren, waarom en hoe lang.',
    blocks(id,
      { _type: 'Title', text: 'Privacybeleid', level: 'h1' },
      {
        _type: 'Content',
        body: richText(`${id}:body`,
          'We gaan zorgvuldig om met je gegevens en gebruiken ze alleen om je bestelling af te handelen, je vragen te beantwoorden en, als je dat wilt, je onze nieuwsbrief te sturen.',
          '## Welke gegevens bewaren we?',
          'Je naam, adres, e-mailadres en telefoonnummer, je bestellingen en berichten die je ons stuurt. Betaalgegevens verwerkt onze betaalprovider; die zien wij niet.',
          '## Hoe lang?',
          'Bestelgegevens bewaren we zeven jaar, omdat de belastingwet dat vraagt. Berichten via het contactformulier verwijderen we na een jaar.',
          '## Je rechten',
          'Je mag je gegevens altijd inzien, laten aanpassen of laten verwijderen. Mail ons op [klantenservice@veldmode.nl](mailto:klantenservice@veldmode.nl).'),
        alignment: 'left',
        maxWidth: 760,
        padding: SECTION_PADDING,
      },
    ));
}

/** The general terms the checkout asks a shopper to accept (#32: its link led to customer service). */
function termsPage() {
  const id = 'page-algemene-voorwaarden';
  return page('algemene-voorwaarden', 'Algemene voorwaarden',
    'De algemene voorwaarden van VELD: bestellen, prijzen, betalen, levering, 30 dagen bedenktijd, garantie en klachten.',
    blocks(id,
      { _type: 'Title', text: 'Algemene voorwaarden', level: 'h1' },
      {
        _type: 'Content',
        body: richText(`${id}:body`,
          'Deze voorwaarden gelden voor elke bestelling bij VELD, in de webwinkel en via de klantenservice. Versie van 1 september 2026.',
          '## 1. Wie we zijn',
          '**VELD Mode B.V.**, Gierstraat 21, 2011 GA Haarlem. KvK 81234567, btw NL862345678B01. Bereikbaar op [klantenservice@veldmode.nl](mailto:klantenservice@veldmode.nl) en 023 531 04 60 (di t/m za, 10.00–18.00 uur).',
          '## 2. Je bestelling',
          'Je bestelling is een overeenkomst zodra je haar hebt geplaatst en wij die per e-mail hebben bevestigd. Kunnen we een artikel toch niet leveren, dan laten we je dat zo snel mogelijk weten en betalen we je binnen 14 dagen terug wat je al betaalde.',
          '## 3. Prijzen en betalen',
          '- Alle prijzen zijn in euro en inclusief btw.',
          '- Verzendkosten zie je vóór je bestelt: in Nederland gratis vanaf € 75, anders € 4,95; in België gratis vanaf € 100, anders € 6,95.',
          '- Je betaalt met iDEAL, creditcard, PayPal of achteraf met Klarna. Is de betaling niet gelukt, dan verzenden we niets en kun je opnieuw betalen vanuit je bestelling.',
          '- Een kennelijke vergissing in een prijs (zoals € 9 voor een jas van € 199) hoeven we niet na te komen; we laten het je dan direct weten.',
          '## 4. Levering',
          'Op werkdagen voor 22.00 uur besteld is in Nederland meestal de volgende werkdag in huis. De uiterste levertermijn is 30 dagen. Is er iets kapot of mist er iets, meld het dan binnen 14 dagen.',
          '## 5. Bedenktijd en retourneren',
          'Je hebt 30 dagen bedenktijd vanaf de dag dat je het pakket ontvangt; de wet vraagt er 14. Je mag het artikel passen zoals in een winkel. Meld je retour aan via [je account](/account/orders) of per mail en stuur het artikel binnen 14 dagen daarna terug, ongedragen en met de labels er nog aan. We betalen je binnen 14 dagen na je melding terug, ook de standaard verzendkosten van je bestelling. Ondergoed, badmode en oorbellen kunnen om hygiënische redenen alleen retour in de verzegelde verpakking. Meer in [verzenden en retourneren](/klantenservice/verzenden-en-retourneren).',
          '## 6. Garantie',
          'Een artikel moet doen wat je ervan mag verwachten. Gaat er binnen redelijke tijd iets mis dat niet door gewoon gebruik komt, dan herstellen of vervangen we het, of krijg je je geld terug. Je wettelijke rechten blijven altijd gelden.',
          '## 7. Klachten',
          'Heb je een klacht, mail of bel ons: je hoort binnen 14 dagen wat we eraan doen. Komen we er samen niet uit, dan kun je je klacht voorleggen aan de Geschillencommissie Webshop (via [degeschillencommissie.nl](https://www.degeschillencommissie.nl)) of het Europese ODR-platform.',
          '## 8. Persoonsgegevens',
          'Hoe we met je gegevens omgaan, lees je in ons [privacybeleid](/privacybeleid).',
          '## 9. Recht',
          'Op deze voorwaarden en je bestelling is Nederlands recht van toepassing. Woon je in België, dan houd je de bescherming die het Belgische recht je geeft.'),
        alignment: 'left',
        maxWidth: 760,
        padding: SECTION_PADDING,
      },
      { _type: 'Button', title: 'Vragen? Neem contact op', link: internal('page-contact'), variant: 'secondary', alignment: 'center' },
    ));
}

export const servicePages = [customerServicePage(), contactPage(), appointmentPage(), privacyPage(), termsPage()];
