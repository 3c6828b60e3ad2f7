// A look's landing page (/look/…): breadcrumbs, the look's name and cover, and its products.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '../../router/Link';
import { breadcrumbsFor } from '../../../shared/breadcrumbs';
import { LOOK_ITEMS_TEXT } from '../../../shared/content/looks';
import { useSnippets } from '../../lib/snippets';
import { contentPath } from '../../../shared/content/paths';
import { NotFoundError } from '../../../shared/storefront-api';
import { useApi } from '../../app';
import { landingPageQuery } from '../../queries/content';
import type { LoaderArgs, RouteDeps, RouteHead } from '../../router/types';
import { notFound } from '../../router/outcomes';
import { onIntent } from '../../lib/preloadable';
import { Later } from '../ui/HydrateLater';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { ArrowRight } from '../ui/icons';
import { ShopImage } from '../ui/ShopImage';
import '../../styles/blocks-overviews.css';
import type { QueryClient } from '@tanstack/react-query';
import type { LandingPage } from '../../../shared/content/listings';
import { queryKeys } from '../../queries';

export interface LandingScreenData {
  landingPageId: string;
}

const LOOKS_PAGE = contentPath({ _type: 'page', slug: 'shop-the-look' });

/**
 * The look's products (cards with their hearts) as a part on intent (decision 028): readied by
 * load() on the server and before a client-side page change; on a first view its code comes
 * when the shopper reaches for it, or at once for a shopper with saved products (HydrateLater).
 */
const LookProducts = onIntent(() => import('./LookProducts'));

/** The look's name and its description. */
export function head(data: LandingScreenData, queryClient: QueryClient): RouteHead | undefined {
  const look = queryClient.getQueryData<LandingPage>(queryKeys.landingPage(data.landingPageId));
  return look ? { title: look.name, description: look.metaDescription } : undefined;
}

/** A look's page is stored up to an hour, as long as its shortest read allows (its products' prices: a minute). */
export const storedFor = 60 * 60;

export async function load(args: LoaderArgs, deps: RouteDeps, target: { landingPageId: string }): Promise<LandingScreenData> {
  try {
    await Promise.all([deps.queryClient.ensureQueryData(landingPageQuery(deps.api, target.landingPageId)), LookProducts.preload()]);
  } catch (error) {
    if (error instanceof NotFoundError) notFound(new URL(args.request.url).pathname);
    throw error;
  }
  return { landingPageId: target.landingPageId };
}

export function Screen({ data }: { data: LandingScreenData }) {
  const { data: look } = useSuspenseQuery(landingPageQuery(useApi(), data.landingPageId));
  const { text } = useSnippets();
  // Spec breadcrumbs (the 'look' segment is skipped); the last one reads the look's own name.
  const crumbs = breadcrumbsFor(look.href).map((crumb, i, all) => (i === all.length - 1 && i > 0 ? { ...crumb, label: look.name } : crumb));
  return (
    <div className="landing container">
      <Breadcrumbs items={crumbs} />
      <div className="landing__layout">
        <div className="landing__cover">
          <ShopImage image={look.cover} priority className="landing__image" sizes="(min-width: 1024px) 40vw, 100vw" />
        </div>
        <div className="landing__content">
          <p className="eyebrow">{text('looks.eyebrow', 'Shop the look')}</p>
          <h1 className="landing__title">{look.name}</h1>
          <p className="landing__count">{text('looks.itemCount', LOOK_ITEMS_TEXT, { count: look.products.length })}</p>
          {look.metaDescription && <p className="landing__intro">{look.metaDescription}</p>}
          {look.products.length > 0 ? (
            <Later name="look-products" component={LookProducts} props={{ products: look.products }} />
          ) : (
            <p className="overview-empty">{text('looks.unavailable', 'The products of this look are no longer available.')}</p>
          )}
          <Link className="text-link landing__back" to={LOOKS_PAGE}>{text('looks.filter.all', 'All looks')} <ArrowRight /></Link>
        </div>
      </div>
    </div>
  );
}
