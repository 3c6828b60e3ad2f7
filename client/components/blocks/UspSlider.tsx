import type { UspItem } from '../../../shared/content/types';
import { Slider } from '../ui/Slider';

/** Spec section 9: USP slider 3 / 3 / 1 per view, spacing 20, no autoplay (no slider autoplays). */
export const USP_SLIDER_VIEW = { desktop: 3, tablet: 3, mobile: 1 };
export const USP_SLIDER_SPACING = { mobile: 20 };

/**
 * USPs as slides (the looks overview's "desktop-only USP slides"). The Usps block itself has no
 * slider variant in the content model, so it stays a row; this is the slider form for screens.
 */
export function UspSlider({ items, label = 'Waarom VELD' }: { items: UspItem[]; label?: string }) {
  return (
    <Slider className="usp-slider" label={label} perView={USP_SLIDER_VIEW} spacing={USP_SLIDER_SPACING}>
      {items.map((item) => (
        <div key={item._key} className="usp-slide">
          <span className={`usps__icon usps__icon--${item.icon}`} aria-hidden="true" />
          <p className="usp-slide__title">{item.title}</p>
          {item.text && <p className="usp-slide__text">{item.text}</p>}
        </div>
      ))}
    </Slider>
  );
}
