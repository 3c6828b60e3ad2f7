import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { errorStatus, HttpError } from '../../router/outcomes';
import { useRouteError } from '../../router/hooks';
import { displayPath, NOT_FOUND_TEXT } from '../../../shared/routing';
import { useSnippets } from '../../lib/snippets';
import { useApi } from '../../app';
import { errorPageQuery } from '../../queries';
import { BlockList } from '../blocks/BlockList';
import { PageHasHeading } from '../blocks/heading-context';

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

function Message({ status, message }: { status: number; message?: string | undefined }) {
  const location = useLocation();
  const { text, message: say } = useSnippets();
  if (status === 404) {
    return (
      <section className="error-screen container" aria-labelledby="error-title">
        <p className="eyebrow">404</p>
        <h1 id="error-title">{text('error.notFound', NOT_FOUND_TEXT, { path: displayPath(location.pathname) })}</h1>
        <p>{text('error.notFoundText', 'This page does not exist (anymore). The menu or the search may help you find what you are looking for.')}</p>
        <a className="button button--primary" href="/">{text('error.toHome', 'To the homepage')}</a>
      </section>
    );
  }
  // 410: the page was here once (its product or category was deleted). The not-found page,
  // with words that say so, not that the address is wrong.
  if (status === 410) {
    return (
      <section className="error-screen container" aria-labelledby="error-title">
        <p className="eyebrow">410</p>
        <h1 id="error-title">{text('error.gone', 'This page is no longer available: {path}', { path: displayPath(location.pathname) })}</h1>
        <p>{text('error.goneText', 'What was here has been removed from our range. The menu or the search may help you find something similar.')}</p>
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
  // In maintenance the shop's snippets cannot be read (they come from the shop): Dutch fallbacks.
  if (status === 503) {
    return (
      <section className="error-screen container" aria-labelledby="error-title">
        <p className="eyebrow">{text('maintenance.eyebrow', 'Onderhoud')}</p>
        <h1 id="error-title">{text('maintenance.title', 'We zijn zo terug')}</h1>
        <p>{text('maintenance.text', 'De winkel is even in onderhoud. Probeer het over een paar minuten opnieuw.')}</p>
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
      <Message status={status} message={error instanceof HttpError ? error.message : undefined} />
      {status !== 503 && (
        <Suspense fallback={null}>
          <ErrorPageBlocks />
        </Suspense>
      )}
    </>
  );
}
