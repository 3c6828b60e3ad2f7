// The sales channel's salutations, countries and languages (Store API readSalutation,
// readCountry, readLanguages): what registration and address forms and a language switcher
// offer. Not tied to a context token; the same for everyone.
import { Hono, type Context } from 'hono';
import type { ShopwareEnv } from '../types';
import { searchResult } from './checkout-routes';
import { COUNTRIES, SALUTATIONS, countryJson, listedLanguageJson, salutationJson } from './sales-channel';

// One handler per route for GET and POST alike: the contract tests count a route by its handler.
const salutations = (c: Context<ShopwareEnv>) => c.json(searchResult('salutation', SALUTATIONS.map((s) => salutationJson(s.id))));
const countries = (c: Context<ShopwareEnv>) => c.json(
  searchResult('country', [...COUNTRIES].sort((a, b) => a.position - b.position).map((country) => countryJson(country.id))));

const languages = (c: Context<ShopwareEnv>) => c.json(searchResult('language', [listedLanguageJson()]));

export const systemRoutes = new Hono<ShopwareEnv>()
  .get('/salutation', salutations)
  .post('/salutation', salutations)
  .get('/country', countries)
  .post('/country', countries)
  .get('/language', languages)
  .post('/language', languages);
