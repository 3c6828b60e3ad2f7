import type { BlockOfType } from '../../../shared/content/types';
import { Slider } from '../ui/Slider';
import { perViewOf } from './block-layout';
import { Card } from './Card';

/** Spec section 9: cards slider spacing 16, 32 on desktop. Per view: the block's, else these. */
export const CARDS_SLIDER_VIEW = { desktop: 3.2, tablet: 2.4, mobile: 1.2 };
export const CARDS_SLIDER_SPACING = { mobile: 16, desktop: 32 };

export default function CardsSlider({ block }: { block: BlockOfType<'CardsSlider'> }) {
  const label = block.title ?? 'Uitgelicht';
  return (
    <div className="cards cards--slider container">
      <Slider
        label={label}
        perView={perViewOf(block, CARDS_SLIDER_VIEW)}
        spacing={CARDS_SLIDER_SPACING}
        head={block.title ? <h2 className="section-title">{block.title}</h2> : undefined}
      >
        {block.cards.map((card) => <Card key={card._key} card={card} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 45vw, 85vw" />)}
      </Slider>
    </div>
  );
}
