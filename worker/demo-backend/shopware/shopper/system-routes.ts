// The sales channel's salutations and countries (Store API readSalutation, readCountry): what
// registration and address forms offer. Not tied to a context token; the same for everyone.
import { Hono, type Context } from 'hono';
import type { ShopwareEnv } from '../types';
import { searchResult } from './checkout-routes';
import { COUNTRIES, SALUTATIONS, countryJson, salutationJson } from './sales-channel';

// One handler per route for GET and POST alike: the contract tests count a route by its handler.
const salutations = (c: Context<ShopwareEnv>) => c.json(searchResult('salutation', SALUTATIONS.map((s) => salutationJson(s.id))));
const countries = (c: Context<ShopwareEnv>) => c.json(
  searchResult('country', [...COUNTRIES].sort((a, b) => a.position - b.position).map((country) => countryJson(country.id))));

export const systemRoutes = new Hono<ShopwareEnv>()
  .get('/salutation', salutations)
  .post('/salutation', salutations)
  .get('/country', countries)
  .post('/country', countries);
