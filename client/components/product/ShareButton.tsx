// "Delen" on the product page: the device's share sheet, or the link copied (client/lib/share.ts),
// with what happened said in words and heard by analytics as `share`. Only with JavaScript
// (product.css hides it without): without, there is nothing it could do.
import { useState } from 'react';
import { shopEvent } from '../../lib/shop-events';
import { shareLink } from '../../lib/share';
import { useSnippets } from '../../lib/snippets';
import { ShareIcon } from '../ui/icons';

export function ShareButton({ name, productNumber }: { name: string; productNumber: string }) {
  const { text } = useSnippets();
  const [message, setMessage] = useState('');
  const share = async () => {
    setMessage('');
    // The product's own address: without a filter or tracking query someone added.
    const outcome = await shareLink({ title: name, url: window.location.origin + window.location.pathname });
    if (outcome === 'shared' || outcome === 'copied') {
      shopEvent({ type: 'share', method: outcome === 'shared' ? 'web_share' : 'copy_link', contentType: 'product', itemId: productNumber });
    }
    if (outcome === 'copied') setMessage(text('product.shareCopied', 'Link copied'));
    if (outcome === 'failed') setMessage(text('product.shareFailed', 'Could not copy the link. Copy it from the address bar.'));
  };
  return (
    <div className="pdp-share">
      <button type="button" className="pdp-share__button" onClick={() => void share()}>
        <ShareIcon />{text('product.share', 'Share')}
      </button>
      <p className="pdp-share__message" role="status">{message}</p>
    </div>
  );
}
