import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { errorStatus, HttpError } from '../../router/outcomes';
import { useRouteError } from '../../router/hooks';
import { displayPath, notFoundMessage } from '../../../shared/routing';
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
  if (status === 404) {
    return (
      <section className="error-screen container" aria-labelledby="error-title">
        <p className="eyebrow">404</p>
        <h1 id="error-title">{notFoundMessage(displayPath(location.pathname))}</h1>
        <p>Deze pagina bestaat niet (meer). Misschien vind je wat je zoekt via het menu of de zoekfunctie.</p>
        <a className="button button--primary" href="/">Naar de homepage</a>
      </section>
    );
  }
  if (status === 400) {
    return (
      <section className="error-screen container" aria-labelledby="error-title">
        <p className="eyebrow">400</p>
        <h1 id="error-title">Dit adres kunnen we niet lezen</h1>
        <p>{message ?? 'Het adres bevat tekens die we niet kunnen lezen.'}</p>
        <a className="button button--primary" href="/">Naar de homepage</a>
      </section>
    );
  }
  if (status === 503) {
    return (
      <section className="error-screen container" aria-labelledby="error-title">
        <p className="eyebrow">Onderhoud</p>
        <h1 id="error-title">We zijn zo terug</h1>
        <p>De winkel is even in onderhoud. Probeer het over een paar minuten opnieuw.</p>
      </section>
    );
  }
  return (
    <section className="error-screen container" aria-labelledby="error-title">
      <p className="eyebrow">Er ging iets mis</p>
      <h1 id="error-title">Deze pagina kon niet worden geladen</h1>
      <p>Probeer het opnieuw. Blijft het misgaan, neem dan contact op met de klantenservice.</p>
      <a className="button button--primary" href={location.pathname + location.search}>Opnieuw proberen</a>
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
