// @shopware/api-client's Store API operation types, corrected in this one place where the
// shipped OpenAPI schema is narrower than what Shopware accepts: each call site then stays
// typed by its operation, without a cast. Every correction says what Shopware really takes.
// (The Shopware app's own endpoints are typed in app-operations.ts.)
import type { components, operations as ShippedOperations } from '@shopware/api-client/store-api-types';

export type Schemas = components['schemas'];

/** A Store API search: filter, sort, paging, associations, includes. */
export type Criteria = Schemas['Criteria'];

type OperationName = keyof ShippedOperations;
type Shipped<Name extends OperationName> = ShippedOperations[Name];
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Shopware resolves the SEO URLs of any Store API answer that carries this header (its
 * StoreApiSeoResolver listens to every store-api response); the schema lists it on a few
 * routes only. (The client sends it by default too: client.ts.)
 */
type WithSeoUrls<Name extends OperationName> = {
  headers?: (Shipped<Name> extends { headers?: infer Headers } ? NonNullable<Headers> : unknown) & { 'sw-include-seo-urls'?: boolean };
};

/**
 * A listing's answer: ProductListingRoute and ProductSearchRoute answer their aggregations as
 * an object by name (manufacturer, price, properties, …: AggregationResultCollection is keyed
 * by the aggregation's name); the schema types them as an array of records.
 */
type ListingResult = Omit<Schemas['ProductListingResult'], 'aggregations'> & { aggregations?: Record<string, unknown> };

type Corrections = {
  'readLandingPage post /landing-page/{landingPageId}': WithSeoUrls<'readLandingPage post /landing-page/{landingPageId}'>;
  'readProduct post /product': WithSeoUrls<'readProduct post /product'>;
  'readCategoryList post /category': WithSeoUrls<'readCategoryList post /category'>;
  'readCustomerWishlist post /customer/wishlist': WithSeoUrls<'readCustomerWishlist post /customer/wishlist'>;
  'readProductListing post /product-listing/{categoryId}': WithSeoUrls<'readProductListing post /product-listing/{categoryId}'> & {
    response: ListingResult;
  };
  'searchPage post /search': WithSeoUrls<'searchPage post /search'> & {
    response: ListingResult;
  };
  'readProductCrossSellings post /product/{productId}/cross-selling': {
    // ProductCrossSellingRoute is an entity read (its products): it reads criteria from the
    // body like every read route; the schema declares no body.
    body?: Criteria;
  };
  'readNavigation post /navigation/{activeId}/{rootId}': {
    // buildTree is a flag (NavigationRoute reads it as a boolean, default true); the schema's
    // GenericRecord[] is a slip of its generator.
    body: Omit<Shipped<'readNavigation post /navigation/{activeId}/{rootId}'>['body'], 'buildTree'> & { buildTree?: boolean };
  };
  'readOrder post /order': {
    // A logged-in customer's read takes any criteria filter (OrderRoute adds "their own
    // orders" to it); the schema only shows the deepLinkCode filter of a guest's read.
    body: Omit<Shipped<'readOrder post /order'>['body'], 'filter'> & { filter?: Criteria['filter'] };
  };
  'readPaymentMethod post /payment-method': {
    // PaymentMethodRoute reads onlyAvailable from the query as well as the body (the schema
    // of the shipping method route declares it in the query; this one only in the body).
    query?: { onlyAvailable?: boolean };
  };
  'register post /account/register': {
    // The addresses are new ones: RegisterRoute validates them as an address form (no id, no
    // customerId: Shopware makes those), the shape of the address routes' own body. And a
    // guest has no password: RegisterRoute requires one only when `guest` is not set.
    body: DistributiveOmit<Shipped<'register post /account/register'>['body'], 'billingAddress' | 'shippingAddress' | 'password' | 'guest'> & {
      billingAddress: Schemas['CustomerAddressBody'];
      shippingAddress?: Schemas['CustomerAddressBody'];
    } & ({ guest: true; password?: never } | { guest?: false; password: string });
  };
  'sendContactMail post /contact-form': {
    // The shop's plugin verifies a reCAPTCHA token when it is configured (spec section 7).
    body: Shipped<'sendContactMail post /contact-form'>['body'] & { recaptchaToken?: string };
    // ContactFormRoute answers a ContactFormRouteResponse (its ContactFormResult: the form's own
    // success message, set on a CMS contact form); the schema declares no answer at all.
    response: { individualSuccessMessage?: string | null };
  };
};

type Corrected<Name extends OperationName & keyof Corrections> = Omit<Shipped<Name>, keyof Corrections[Name]> & Corrections[Name];

/** The Store API's operations as Shopware serves them. */
export type CorrectedOperations = Omit<ShippedOperations, keyof Corrections> & {
  [Name in keyof Corrections]: Corrected<Name>;
};
