import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../app';
import { siteConfigQuery } from '../../queries';
import { useSnippets } from '../../lib/snippets';

/**
 * The call-out banner link, shown when the site configuration enables it. A landmark of its
 * own (#32: content outside every landmark is missed by a screen reader's landmark walk).
 */
export function CalloutBar() {
  const { data } = useSuspenseQuery(siteConfigQuery(useApi()));
  const { text } = useSnippets();
  const callout = data.callout;
  if (!callout) return null;
  return (
    <aside className="callout" aria-label={text('header.callout', 'Announcement')}>
      <a
        className="callout-bar"
        href={callout.href}
        {...(callout.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <span>{callout.title}</span>
        {callout.buttonLabel && <span className="callout-bar__button">{callout.buttonLabel}</span>}
      </a>
    </aside>
  );
}
