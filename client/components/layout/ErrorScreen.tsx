import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { errorStatus, HttpError } from '../../router/outcomes';
import { isOutage } from '../../../shared/errors';
import { useRouteError } from '../../router/hooks';
import { displayPath, NOT_FOUND_TEXT } from '../../../shared/routing';
import { useSnippets } from '../../lib/snippets';
import { useApi } from '../../app';
import { errorPageQuery } from '../../queries/content';
import { BlockList } from '../blocks/BlockList';
import { PageHasHeading } from '../blocks/heading-context';
import { Later } from '../ui/HydrateLater';
import { ErrorWaysOn } from './error-parts';

/** The blocks of the content page titled 'Error' (spec: the error page's pageBuilder). */
function ErrorPageBlocks() {
  const { data: page } = useSuspenseQuery(errorPageQuery(useApi()));
  if (!page) return null;
  return (
    <PageHasHeading.Provider value>
      <BlockList blocks={page.blocks} />
    </PageHasHeading.Provider>
  );
}

function Message({ status, message, outage }: { status: number; message?: string | undefined; outage: boolean }) {
  const location = useLocation();
  const { text, message: say } = useSnippets();
  // 404 and 410: one message and one way home, with the search and the most searched categories
  // for a shopper who came for something (#32: the Error page's blocks repeated both).
  if (status === 404 || status === 410) {
    const gone = status === 410;
    const path = displayPath(location.pathname);
    return (
      <section className="error-screen container" aria-labelledby="error-title">
        <p className="eyebrow">{status}</p>
        <h1 id="error-title">{gone ? text('error.gone', 'This page is no longer available: {path}', { path }) : text('error.notFound', NOT_FOUND_TEXT, { path })}</h1>
        {/* 410: the page was here once (its product or category was deleted); words that say so. */}
        <p>{gone
          ? text('error.goneText', 'What was here has been removed from our range. The menu or the search may help you find something similar.')
          : text('error.notFoundText', 'This page does not exist (anymore). The menu or the search may help you find what you are looking for.')}</p>
        <Later name="error-ways-on" component={ErrorWaysOn} props={{}} />
        <a className="button button--primary" href="/">{text('error.toHome', 'To the homepage')}</a>
      </section>
    );
  }
  if (status === 400) {
    return (
      <section className="error-screen container" aria-labelledby="error-title">
        <p className="eyebrow">400</p>
        <h1 id="error-title">{text('error.badRequest', 'We cannot read this address')}</h1>
        <p>{message ? say(message) : text('error.badRequestText', 'The address holds characters we cannot read.')}</p>
        <a className="button button--primary" href="/">{text('error.toHome', 'To the homepage')}</a>
      </section>
    );
  }
  // 503: maintenance (closed on purpose) or an outage (a backend is down and nothing stored
  // stands in, #34). Either way the shop's snippets may be unreadable (they come from the
  // shop): Dutch fallbacks. After an outage the same address again is the way on.
  if (status === 503) {
    return (
      <section className="error-screen container" aria-labelledby="error-title">
        <p className="eyebrow">{outage ? text('outage.eyebrow', 'Even geduld') : text('maintenance.eyebrow', 'Onderhoud')}</p>
        <h1 id="error-title">{outage ? text('outage.title', 'We zijn zo terug') : text('maintenance.title', 'We zijn zo terug')}</h1>
        <p>{outage
          ? text('outage.text', 'De winkel is even niet bereikbaar. Probeer het over een minuut opnieuw.')
          : text('maintenance.text', 'De winkel is even in onderhoud. Probeer het over een paar minuten opnieuw.')}</p>
        {outage && <a className="button button--primary" href={location.pathname + location.search}>{text('error.retry', 'Opnieuw proberen')}</a>}
      </section>
    );
  }
  return (
    <section className="error-screen container" aria-labelledby="error-title">
      <p className="eyebrow">{text('error.eyebrow', 'Something went wrong')}</p>
      <h1 id="error-title">{text('error.title', 'This page could not be loaded')}</h1>
      <p>{text('error.text', 'Please try again. If it keeps failing, contact customer service.')}</p>
      <a className="button button--primary" href={location.pathname + location.search}>{text('error.retry', 'Try again')}</a>
    </section>
  );
}

/**
 * The error page: the message (404 keeps the spec's text), then the 'Error' page's blocks.
 * Loaded on demand by the root route's error boundary: no normal page carries its code.
 */
export default function ErrorScreen() {
  const error = useRouteError();
  const status = errorStatus(error);
  return (
    <>
      <Message status={status} message={error instanceof HttpError ? error.message : undefined} outage={isOutage(error)} />
      {status !== 503 && (
        <Suspense fallback={null}>
          <ErrorPageBlocks />
        </Suspense>
      )}
    </>
  );
}
