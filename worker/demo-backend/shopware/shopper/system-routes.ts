// The sales channel's salutations and countries (Store API readSalutation, readCountry): what
// registration and address forms offer. Not tied to a context token; the same for everyone.
import { Hono } from 'hono';
import type { ShopwareEnv } from '../types';
import { searchResult } from './checkout-routes';
import { COUNTRIES, SALUTATIONS, countryJson, salutationJson } from './sales-channel';

const salutations = () => searchResult('salutation', SALUTATIONS.map((s) => salutationJson(s.id)));
const countries = () => searchResult('country', [...COUNTRIES].sort((a, b) => a.position - b.position).map((c) => countryJson(c.id)));

export const systemRoutes = new Hono<ShopwareEnv>()
  .get('/salutation', (c) => c.json(salutations()))
  .post('/salutation', (c) => c.json(salutations()))
  .get('/country', (c) => c.json(countries()))
  .post('/country', (c) => c.json(countries()));
