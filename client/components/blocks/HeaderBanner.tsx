import { promotionAttributes } from '../../../shared/analytics/promotions';
import type { BlockOfType } from '../../../shared/content/types';
import { ButtonLink } from './ButtonLink';

/**
 * Hero banner: desktop (hero preset) and mobile (600 wide) images, text left/right/center. A
 * promotion for analytics (shared/analytics/promotions.ts).
 */
export default function HeaderBanner({ block }: { block: BlockOfType<'HeaderBanner'> }) {
  const desktop = block.image.urls;
  const mobile = (block.imageMobile ?? block.image).urls;
  return (
    <section className={`header-banner header-banner--${block.textPosition}`}
      {...promotionAttributes({ id: block._key, name: block.title, creative: block._type })}>
      {desktop && (
        <picture>
          {mobile && <source media="(max-width: 767px)" srcSet={mobile.srcSet} sizes="100vw" width={mobile.width} height={mobile.height} />}
          <img className="header-banner__image" src={desktop.src} srcSet={desktop.srcSet} sizes="100vw"
            width={desktop.width} height={desktop.height} alt={block.image.alt ?? ''} fetchPriority="high" loading="eager" decoding="async" />
        </picture>
      )}
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
