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
import type { LoaderArgs, RouteDeps } from '../../router/types';
import { notFound } from '../../router/outcomes';
import { ProductCard } from '../listing/ProductCard';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { ArrowRight } from '../ui/icons';
import { ShopImage } from '../ui/ShopImage';
import '../../styles/blocks-overviews.css';

export interface LandingScreenData {
  landingPageId: string;
}

const LOOKS_PAGE = contentPath({ _type: 'page', slug: 'shop-the-look' });

export async function load(args: LoaderArgs, deps: RouteDeps, target: { landingPageId: string }): Promise<LandingScreenData> {
  try {
    await deps.queryClient.ensureQueryData(landingPageQuery(deps.api, target.landingPageId));
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
            <ul className="landing__products">
              {look.products.map((product, i) => (
                <li key={product.id}><ProductCard product={product} headingLevel="h2" priority={i < 2} /></li>
              ))}
            </ul>
          ) : (
            <p className="overview-empty">{text('looks.unavailable', 'The products of this look are no longer available.')}</p>
          )}
          <Link className="text-link landing__back" to={LOOKS_PAGE}>{text('looks.filter.all', 'All looks')} <ArrowRight /></Link>
        </div>
      </div>
    </div>
  );
}
