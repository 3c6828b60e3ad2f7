import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../app';
import { siteConfigQuery } from '../../queries';

/** The call-out banner link, shown when the site configuration enables it. */
export function CalloutBar() {
  const { data } = useSuspenseQuery(siteConfigQuery(useApi()));
  const callout = data.callout;
  if (!callout) return null;
  return (
    <a
      className="callout-bar"
      href={callout.href}
      {...(callout.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span>{callout.title}</span>
      {callout.buttonLabel && <span className="callout-bar__button">{callout.buttonLabel}</span>}
    </a>
  );
}
