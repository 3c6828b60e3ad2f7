import type { BlockOfType } from '../../../shared/content/types';
import { usePublicEnv } from '../../lib/public-env';
import { imageDimensions, imageUrlBuilder } from '../../lib/sanity-image';
import { ButtonLink } from './ButtonLink';

/** Hero banner: desktop and mobile images (banner widths 1600/600), text left/right/center. */
export default function HeaderBanner({ block }: { block: BlockOfType<'HeaderBanner'> }) {
  const url = imageUrlBuilder(usePublicEnv());
  const desktop = imageDimensions(block.image);
  const mobileImage = block.imageMobile ?? block.image;
  const mobile = imageDimensions(mobileImage);
  return (
    <section className={`header-banner header-banner--${block.textPosition}`}>
      <picture>
        <source media="(max-width: 767px)" srcSet={url(mobileImage, 600, Math.round(600 / (mobile.ratio || 0.75)))}
          width={600} height={Math.round(600 / (mobile.ratio || 0.75))} />
        <img className="header-banner__image" src={url(block.image, 1600, 800)} width={1600} height={800}
          alt={block.image.alt ?? ''} fetchPriority="high" loading="eager" decoding="async"
          data-ratio={desktop.ratio || undefined} />
      </picture>
      <div className="header-banner__content container">
        <div className="header-banner__text">
          <h1 className="header-banner__title">{block.title}</h1>
          {block.text && <p>{block.text}</p>}
          {block.buttons.length > 0 && (
            <div className="button-row">
              {block.buttons.map((b, i) => <ButtonLink key={b._key ?? i} button={b} variant={i === 0 ? 'primary' : 'secondary'} />)}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
