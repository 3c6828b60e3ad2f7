// Frequently asked questions, grouped by category; FAQs blocks reference them.
import type { FaqCategory } from '../../../shared/content/types';
import { richText } from './builders';
import type { SeedOf } from './seed';

const faq = (id: string, category: FaqCategory, question: string, ...answer: string[]): SeedOf<'faq'> => ({
  _id: `faq-${id}`,
  _type: 'faq',
  category,
  question,
  answer: richText(`faq-${id}:answer`, ...answer),
});

export const faqs: Array<SeedOf<'faq'>> = [
  faq('levertijd', 'verzenden', 'Wanneer wordt mijn bestelling geleverd?',
    'Bestel je op werkdagen voor 22.00 uur, dan heb je je pakket de volgende werkdag in huis. Op zondag en maandag bezorgt PostNL niet overal; dan komt het een dag later.',
    'Zodra je pakket onderweg is, ontvang je een mail met de track-and-tracecode.'),
  faq('verzendkosten', 'verzenden', 'Wat kost verzending?',
    'Verzending binnen Nederland is **gratis vanaf € 75**. Daaronder betaal je € 4,95. Naar België verzenden we gratis vanaf € 100, daaronder kost het € 6,95.'),
  faq('afhalen', 'verzenden', 'Kan ik mijn bestelling ophalen in de winkel?',
    'Ja. Kies bij het afrekenen voor ophalen in de winkel in Haarlem. We leggen je bestelling binnen twee uur voor je klaar en bewaren hem zeven dagen.'),
  faq('retourtermijn', 'retourneren', 'Hoe lang heb ik om iets te retourneren?',
    'Je hebt 30 dagen bedenktijd, gerekend vanaf de dag dat je je bestelling ontvangt. Het artikel moet ongedragen zijn en de labels moeten er nog aan zitten.'),
  faq('retour-aanmelden', 'retourneren', 'Hoe meld ik een retour aan?',
    'Zo werkt het:',
    '1. Log in op [je account](/account/orders) en kies de bestelling.',
    '2. Selecteer de artikelen die je terugstuurt en print het retourlabel.',
    '3. Breng het pakket naar een PostNL-punt of lever het in bij onze winkel.',
    'Retourneren binnen Nederland is gratis. Je geld staat binnen vijf werkdagen na ontvangst weer op je rekening.'),
  faq('ruilen', 'retourneren', 'Kan ik ruilen voor een andere maat?',
    'Ruilen doe je het snelst door de nieuwe maat te bestellen en het oude artikel te retourneren. Zo weet je zeker dat je maat nog op voorraad is.'),
  faq('betaalmethoden', 'betalen', 'Welke betaalmethoden kan ik gebruiken?',
    'Je betaalt met iDEAL, Bancontact, Apple Pay, creditcard, PayPal of achteraf met Klarna.'),
  faq('achteraf', 'betalen', 'Kan ik achteraf betalen?',
    'Ja, met Klarna betaal je binnen 30 dagen na levering. Klarna voert daarvoor een korte controle uit; de uitkomst zie je direct bij het afrekenen.'),
  faq('maat-kiezen', 'maatadvies', 'Hoe kies ik de juiste maat?',
    'Bij elk artikel staat een maattabel met de afmetingen van het kledingstuk zelf. Meet een vergelijkbaar kledingstuk uit je kast en vergelijk.',
    'Twijfel je? Stuur ons een berichtje met je lengte en je gebruikelijke maat, dan denken we met je mee. Of [maak een afspraak](doc:page-afspraak-maken) voor persoonlijk advies.'),
  faq('vermaken', 'maatadvies', 'Kunnen jullie kleding vermaken?',
    'Ons atelier kort broeken in, neemt taillebanden in en past mouwlengtes aan. Voor artikelen die je bij ons koopt is inkorten gratis; ander vermaakwerk kost vanaf € 15.'),
  faq('bestelling-wijzigen', 'bestellen', 'Kan ik mijn bestelling nog wijzigen?',
    'Zolang je bestelling nog niet is ingepakt, passen we hem graag voor je aan. Bel ons zo snel mogelijk op [023 531 04 60](tel:+31235310460).'),
  faq('cadeaubon', 'bestellen', 'Verkopen jullie cadeaubonnen?',
    'Ja, een digitale cadeaubon van € 25 tot € 500. Je ontvangt hem direct per mail en hij is twee jaar geldig, online en in de winkel.'),
];
