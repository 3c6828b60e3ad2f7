import { Link } from '../../router/Link';
import type { LookCard as LookCardData } from '../../../shared/content/listings';
import { LOOK_ITEMS_TEXT } from '../../../shared/content/looks';
import { useSnippets } from '../../lib/snippets';
import { ResponsiveImage } from '../ui/ResponsiveImage';

interface Props {
  look: LookCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
  priority?: boolean;
  sizes?: string;
}

/**
 * A look: its cover (a 4:5 box, reserved before the image loads), name and '{n} item(s)'. The
 * cover is decorative here: the name right below says what it shows.
 */
export function LookCard({ look, headingLevel: Heading = 'h3', priority = false, sizes = '(min-width: 1024px) 30vw, 46vw' }: Props) {
  const { text } = useSnippets();
  return (
    <article className="look-card">
      <Link to={look.href} className="look-card__link">
        <div className="look-card__media">
          <ResponsiveImage
            image={look.image && { src: look.image.url, alt: '', width: 0, height: 0 }}
            className="look-card__image"
            sizes={sizes}
            priority={priority}
          />
        </div>
        <div className="look-card__body">
          <Heading className="look-card__name">{look.name}</Heading>
          <p className="look-card__count">{text('looks.itemCount', LOOK_ITEMS_TEXT, { count: look.productCount })}</p>
        </div>
      </Link>
    </article>
  );
}
