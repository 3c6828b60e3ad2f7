import type { BlockOfType } from '../../../shared/content/types';
import { alignmentOf } from './block-layout';
import { ButtonLink } from './ButtonLink';

/** A single button link (internal, external, phone or email), aligned left, center or right. */
export default function Button({ block }: { block: BlockOfType<'Button'> }) {
  const variant = block.variant === 'secondary' ? 'secondary' : 'primary';
  return (
    <div className={`button-block container button-block--${alignmentOf(block.alignment)}`}>
      <ButtonLink button={block} variant={variant} />
    </div>
  );
}
