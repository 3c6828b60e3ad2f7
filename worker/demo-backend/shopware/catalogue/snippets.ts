// The shop plugin's text snippets (GET /store-api/snippets): a flat Dutch key → text map.
// Every key is documented in docs/demo-backend/plugin-routes.md.
import { categoryId } from './taxonomy';
import { manufacturerId } from './taxonomy';
import { allCategories } from './categories';

function categoryLink(path: string, label: string) {
  const category = allCategories().find((c) => c.id === categoryId(path))!;
  return { label, url: `/${category.seoPath}` };
}

function brandLink(name: string) {
  return { label: name, url: `/products?manufacturers=${manufacturerId(name)}` };
}

export function snippets(): Record<string, string> {
  return {
    'footer.copyright': 'VELD. Alle rechten voorbehouden.',
    'footer.newsletter.title': 'Blijf op de hoogte',
    'footer.newsletter.text': 'Schrijf je in voor onze nieuwsbrief en ontvang als eerste de nieuwe collectie en acties.',
    'footer.social.facebook': 'https://www.facebook.com/veldmode',
    'footer.social.instagram': 'https://www.instagram.com/veldmode',
    'footer.social.linkedin': 'https://www.linkedin.com/company/veld-mode',
    'footer.social.tiktok': 'https://www.tiktok.com/@veldmode',
    'search.placeholder': 'Waar ben je naar op zoek?',
    'errors.rateLimited': 'Je hebt dit te vaak geprobeerd. Probeer het over {minutes} opnieuw.',
    'search.error': 'Er ging iets mis bij het zoeken. Probeer het later opnieuw.',
    'search.noResults': 'Geen resultaten gevonden voor je zoekopdracht.',
    'search.title': 'Zoeken',
    'search.label': 'Zoek in de winkel',
    'search.close': 'Zoeken sluiten',
    'search.popularCategories': JSON.stringify([
      categoryLink('Dames/Kleding/Jurken', 'Jurken'),
      categoryLink('Dames/Schoenen/Sneakers', 'Damessneakers'),
      categoryLink('Heren/Kleding/Jassen', 'Herenjassen'),
      categoryLink('Sale', 'Sale'),
    ]),
    'search.popularBrands': JSON.stringify(['Noord Atelier', 'Maison Vlier', 'Polder Denim', 'Kade Amsterdam'].map(brandLink)),
    'menu.appointmentLink': '/afspraak-maken',
    'menu.appointmentTitle': 'Advies op maat',
    'menu.appointmentText': 'Maak een afspraak in onze showroom en laat je persoonlijk adviseren door een stylist.',
    'cart.added.title': 'Toegevoegd aan je winkelwagen',
    'cart.added.close': 'Sluiten',
    'usp.shipping': 'Gratis verzending vanaf € 75',
    'usp.returns': '30 dagen gratis retourneren',
    'usp.help': 'Persoonlijk advies van onze stylisten',
    'contact.submissionError': 'Je bericht kon niet worden verstuurd. Probeer het later opnieuw.',
    'contact.success': 'Bedankt voor je bericht! We nemen binnen twee werkdagen contact met je op.',
    'newsletter.error': 'Inschrijven is niet gelukt. Controleer je e-mailadres en probeer het opnieuw.',
    'newsletter.success': 'Bedankt voor je inschrijving!',
    'listing.noResults': 'Er zijn geen producten gevonden die aan je filters voldoen.',
    'listing.resultCount': '{count} van {total} resultaten',
    'product.badge.new': 'Nieuw',
    'product.badge.sale': 'Sale',
    'product.badge.sustainable': 'Duurzaam',
  };
}
