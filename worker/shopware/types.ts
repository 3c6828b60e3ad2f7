// The parts of Store API entities the mappers read. Declared here (not taken from the
// generated schema) so a field the storefront relies on is visible in one place. The operations
// hand the mappers their answers as @shopware/api-client's OpenAPI types give them, no cast
// between (issue 51; the lint holds it): the compiler checks every declaration here against the
// schema, so a field declared present that Shopware may leave out (the schema says optional)
// fails the type check, and a schema version bump that changes what the mappers see does too.

export interface SwTranslated {
  name?: string | null;
  description?: string | null;
  label?: string | null;
  customFields?: Record<string, unknown> | null;
}

export interface SwSeoUrl {
  foreignKey?: string;
  seoPathInfo?: string | null;
  routeName?: string;
  pathInfo?: string;
}

export interface SwMedia {
  id?: string;
  url: string;
  alt?: string | null;
  title?: string | null;
  metaData?: { width?: number; height?: number } | null;
  thumbnails?: { url: string; width: number; height: number }[] | null;
}

export interface SwPropertyOption {
  id: string;
  groupId?: string;
  name?: string;
  translated?: SwTranslated;
  colorHexCode?: string | null;
  group?: { id: string; name?: string; translated?: SwTranslated } | null;
  position?: number;
}

export interface SwPropertyGroup {
  id: string;
  name?: string;
  translated?: SwTranslated;
  displayType?: string;
  options?: SwPropertyOption[];
  position?: number;
}

export interface SwCalculatedPrice {
  unitPrice?: number;
  totalPrice?: number;
  quantity?: number;
  listPrice?: { price?: number; discount?: number; percentage?: number } | null;
}

export interface SwProduct {
  id: string;
  parentId?: string | null;
  productNumber: string;
  name?: string | null;
  translated?: SwTranslated;
  description?: string | null;
  manufacturer?: { id: string; name?: string; translated?: SwTranslated } | null;
  cover?: { media?: SwMedia | null } | null;
  media?: { position?: number; media?: SwMedia | null }[] | null;
  seoUrls?: SwSeoUrl[] | null;
  properties?: SwPropertyOption[] | null;
  options?: SwPropertyOption[] | null;
  optionIds?: string[] | null;
  createdAt?: string | null;
  available?: boolean;
  availableStock?: number | null;
  stock?: number | null;
  minPurchase?: number | null;
  maxPurchase?: number | null;
  /** The most one order may hold: maxPurchase, lowered to the stock for closeout products. */
  calculatedMaxPurchase?: number | null;
  purchaseSteps?: number | null;
  calculatedPrice?: SwCalculatedPrice | null;
  calculatedCheapestPrice?: SwCalculatedPrice | null;
  deliveryTime?: { name?: string; translated?: SwTranslated } | null;
  categoryIds?: string[] | null;
  categoryTree?: string[] | null;
  /** The main category (product detail). */
  seoCategory?: SwCategory | null;
  /** The variants (association `children`). */
  children?: SwProduct[] | null;
}

export interface SwCategory {
  id: string;
  parentId?: string | null;
  name?: string | null;
  translated?: SwTranslated;
  type?: string;
  linkType?: string | null;
  externalLink?: string | null;
  internalLink?: string | null;
  active?: boolean;
  visible?: boolean;
  customFields?: Record<string, unknown> | null;
  seoUrls?: SwSeoUrl[] | null;
  children?: SwCategory[] | null;
}

export interface SwListing {
  elements: SwProduct[];
  total?: number;
  page?: number;
  limit?: number;
  sorting?: string | null;
  availableSortings?: { key: string; label?: string; translated?: SwTranslated }[];
  aggregations?: {
    manufacturer?: { entities?: { id: string; name?: string; translated?: SwTranslated }[] };
    price?: { min?: number | string | null; max?: number | string | null };
    properties?: { entities?: SwPropertyGroup[] };
  } & Record<string, unknown>;
}

export interface SwCartLineItem {
  id: string;
  referencedId?: string | null;
  label?: string | null;
  type?: string;
  quantity?: number;
  good?: boolean;
  removable?: boolean;
  stackable?: boolean;
  states?: string[];
  payload?: Record<string, unknown> | null;
  price?: SwCalculatedPrice | null;
  quantityInformation?: { maxPurchase?: number; minPurchase?: number } | null;
  cover?: SwMedia | null;
}

export interface SwCart {
  lineItems?: SwCartLineItem[];
  price?: { totalPrice?: number; positionPrice?: number };
  deliveries?: { shippingCosts?: { totalPrice?: number } }[];
  errors?: Record<string, { key?: string; level?: number; message?: string; messageKey?: string; parameters?: Record<string, unknown> }> | unknown[];
}
