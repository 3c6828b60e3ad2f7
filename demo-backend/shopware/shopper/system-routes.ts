// The sales channel's salutations, countries, a country's states, languages and currencies
// (Store API readSalutation, readCountry, readCountryState, readLanguages, readCurrency): what
// registration and address forms and the language and currency switchers offer. Not tied to a context token; the same for everyone.
import { Hono, type Context } from 'hono';
import type { ShopwareEnv } from '../types';
import { searchResult } from './checkout-routes';
import { COUNTRIES, SALUTATIONS, countryJson, currencyJson, listedLanguageJson, salutationJson } from './sales-channel';

// One handler per route for GET and POST alike: the contract tests count a route by its handler.
const salutations = (c: Context<ShopwareEnv>) => c.json(searchResult('salutation', SALUTATIONS.map((s) => salutationJson(s.id))));
const countries = (c: Context<ShopwareEnv>) => c.json(
  searchResult('country', [...COUNTRIES].sort((a, b) => a.position - b.position).map((country) => countryJson(country.id))));

const languages = (c: Context<ShopwareEnv>) => c.json(searchResult('language', [listedLanguageJson()]));

// CountryStateRoute: the active states of a country. Nederland, België and Duitsland have none
// in the demo (display/forceStateInRegistration are off), and an unknown country matches none:
// an empty search result either way.
const countryStates = (c: Context<ShopwareEnv>) => c.json(searchResult('country_state', []));

// CurrencyRoute: the sales channel's currencies (EUR only), which CurrencyRouteResponse writes as
// a CurrencyCollection: a plain array, not a search result.
const currencies = (c: Context<ShopwareEnv>) => c.json([currencyJson()]);

export const systemRoutes = new Hono<ShopwareEnv>()
  .get('/salutation', salutations)
  .post('/salutation', salutations)
  .get('/country', countries)
  .post('/country', countries)
  .get('/language', languages)
  .post('/language', languages)
  .get('/country-state/:countryId', countryStates)
  .post('/country-state/:countryId', countryStates)
  .get('/currency', currencies)
  .post('/currency', currencies);
