// The review routes: POST|GET /product/{productId}/reviews (readProductReviews) and
// POST /product/{productId}/review (saveProductReview, `_loginRequired`). Reviews are switched on
// (core.listing.showReview), so PRODUCT__REVIEW_NOT_ACTIVE never occurs.
import { Hono } from 'hono';
import type { ShopwareEnv } from '../types';
import { customerNotLoggedIn, StoreApiError } from '../store-api-error';
import { customerSession, session } from '../shopper/session';
import { Violations } from '../shopper/validation';
import { applyIncludes } from './criteria';
import { errorResponse, params, viewFor } from './http';
import { isShopwareId } from './ids';
import { hasReviewed, saveReview, searchReviews } from './reviews';

export const reviewRoutes = new Hono<ShopwareEnv>();
reviewRoutes.onError((error, c) => errorResponse(c, error));

reviewRoutes.on(['GET', 'POST'], '/product/:productId/reviews', async (c) => {
  const body = await params(c);
  await viewFor(c, body);
  const { context } = await session(c);
  const { criteria, result } = await searchReviews(c.env.DB, c.req.param('productId'), body, context.customerId);
  return c.json(applyIncludes(result, criteria.includes));
});

reviewRoutes.post('/product/:productId/review', async (c) => {
  const productId = c.req.param('productId');
  const body = await params(c);
  await viewFor(c, body);
  const { customer, db } = await customerSession(c);
  // `_loginRequired` without `_loginRequiredAllowGuest`: a guest account is not logged in.
  if (customer.guest) throw customerNotLoggedIn();
  const product = isShopwareId(productId)
    ? await db.prepare('SELECT id, parent_id FROM cat_product WHERE id = ?').bind(productId).first<{ id: string; parent_id: string | null }>()
    : null;
  // Shopware would fail on the product foreign key; a clear 404 is more useful.
  if (!product) throw StoreApiError.at(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${productId} not found.`, undefined, { productId });

  // ProductReviewSaveRoute::validate: name NotBlank (defaults to the customer's first name),
  // title NotBlank + Length(min 5), content NotBlank + Length(min 40), points 1–5, and one review
  // per customer and product (EntityNotExists on customerId).
  const v = new Violations();
  const name = typeof body.name === 'string' ? body.name.trim() : customer.first_name;
  const email = typeof body.email === 'string' ? body.email.trim() : customer.email;
  if (!name) v.add('name', 'IS_BLANK_ERROR', 'This value should not be blank.', { '{{ value }}': '""' });
  const minLength = (field: string, min: number) => {
    const value = v.notBlank(body, field);
    if (value !== undefined && [...value].length < min) {
      v.add(field, 'TOO_SHORT_ERROR', `This value is too short. It should have ${min} characters or more.`,
        { '{{ value }}': `"${value}"`, '{{ limit }}': String(min), '{{ value_length }}': String([...value].length) });
      return undefined;
    }
    return value;
  };
  const title = minLength('title', 5);
  const content = minLength('content', 40);
  const points = Number(body.points);
  if (body.points === undefined || body.points === null || body.points === '' || Number.isNaN(points)) {
    v.add('points', 'IS_BLANK_ERROR', 'This value should not be blank.', { '{{ value }}': 'null' });
  } else if (points < 1) {
    v.add('points', 'TOO_LOW_ERROR', 'This value should be greater than or equal to 1.', { '{{ value }}': String(points), '{{ compared_value }}': '1' });
  } else if (points > 5) {
    v.add('points', 'TOO_HIGH_ERROR', 'This value should be less than or equal to 5.', { '{{ value }}': String(points), '{{ compared_value }}': '5' });
  }
  if (await hasReviewed(db, customer.id, productId)) {
    v.add('customerId', 'ENTITY_EXISTS', `The product_review entity with customerId ${customer.id} exists already.`, { '{{ entity }}': 'product_review' });
  }
  v.throwIfAny();
  await saveReview(db, { productId, productParentId: product.parent_id, customerId: customer.id, name, email }, {
    title: title!, content: content!, points,
  });
  // NoContentResponse.
  return c.body(null, 204);
});
