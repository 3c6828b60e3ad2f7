import { useId } from 'react';
import type { BlockOfType } from '../../../shared/content/types';

/**
 * Editor HTML in a sandboxed iframe: its own opaque origin (no allow-same-origin), so it can
 * reach neither the shop's cookies nor its DOM; loaded lazily; at least 1000 px high.
 */
export default function RawHTML({ block }: { block: BlockOfType<'RawHTML'> }) {
  const titleId = useId();
  const label = block.title ?? 'Ingesloten inhoud';
  return (
    <section className="raw-html container" {...(block.title ? { 'aria-labelledby': titleId } : { 'aria-label': label })}>
      {block.title && <h2 id={titleId} className="section-title">{block.title}</h2>}
      <iframe
        className="raw-html__frame"
        title={label}
        srcDoc={block.html}
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms"
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    </section>
  );
}
