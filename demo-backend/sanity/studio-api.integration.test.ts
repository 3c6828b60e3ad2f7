// The part of Sanity's API the editors' Studio uses (issue 54, item 6), driven the way the Studio
// drives it: the login of routes/auth.ts, the Actions API, the document listener with mendoza
// effects, deletion by query. e2e/studio.spec.ts runs the real Studio against it.
import { createClient, type ClientConfig, type MutationEvent, type SanityClient } from '@sanity/client';
import { applyPatch } from 'mendoza';
import { afterEach, describe, expect, inject, it } from 'vitest';

const backendUrl = inject('backendUrl');
const STUDIO = 'http://127.0.0.1:3333';

function client(options: Pick<ClientConfig, 'token'> = {}): SanityClient {
  return createClient({
    projectId: 'veld0demo', dataset: 'production', apiVersion: '2025-02-19', apiHost: backendUrl,
    useProjectHostname: false, useCdn: false, maxRetries: 0, ...options,
  });
}

/** Logs in as the Studio does: provider, redirect back with a session id, the id traded for a token. */
async function logIn(): Promise<string> {
  const { providers } = await (await fetch(`${backendUrl}/v2021-06-07/auth/providers`)).json() as { providers: Array<{ url: string }> };
  const login = new URL(providers[0]!.url);
  login.searchParams.set('origin', `${STUDIO}/presentation`);
  login.searchParams.set('type', 'dual');
  const back = await fetch(login, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const to = new URL(back.headers.get('location')!);
  expect(`${to.origin}${to.pathname}`).toBe(`${STUDIO}/presentation`);
  const sid = /^#sid=(.{20,})$/.exec(to.hash)?.[1];
  expect(sid).toBeTruthy();
  const { token } = await (await fetch(`${backendUrl}/v2021-06-07/auth/fetch?sid=${sid}`)).json() as { token: string };
  // A session id is good once.
  expect((await fetch(`${backendUrl}/v2021-06-07/auth/fetch?sid=${sid}`)).status).toBe(401);
  return token;
}

describe('the Studio\'s login', () => {
  it('hands the demo editor a token the API knows them by', async () => {
    const token = await logIn();
    const me = await fetch(`${backendUrl}/v2025-02-19/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ id: 'pDemoEditor', name: 'Demo-redacteur', role: 'administrator' });
    expect((await fetch(`${backendUrl}/v2025-02-19/users/me`)).status).toBe(401);
    expect((await fetch(`${backendUrl}/v2025-02-19/users/me`, { headers: { authorization: 'Bearer forged' } })).status).toBe(401);
  });

  it('sends an editor back only to an address on this machine', async () => {
    for (const origin of ['https://evil.example/', 'http://127.0.0.1.evil.example/', 'http://localhost@evil.example/', '//evil.example/', 'javascript:alert(1)']) {
      const answer = await fetch(`${backendUrl}/v2021-06-07/auth/login/demo?origin=${encodeURIComponent(origin)}`, { redirect: 'manual' });
      expect(answer.status, origin).toBe(400);
    }
  });
});

describe('editing through the Actions API, heard by a listener', () => {
  const id = 'page-contact';
  const draftId = `drafts.${id}`;
  let subscription: { unsubscribe(): void } | undefined;
  afterEach(async () => {
    subscription?.unsubscribe();
    await client({ token: await logIn() }).delete(draftId).catch(() => undefined);
  });

  it('makes a draft of a published page on the first edit, tells the listener with the change as a mendoza patch, and publishes', async () => {
    const editor = client({ token: await logIn() });
    const events: MutationEvent[] = [];
    let heard = () => {};
    await new Promise<void>((welcomed, failed) => {
      subscription = editor.listen('*[_id in $ids]', { ids: [id, draftId] }, {
        effectFormat: 'mendoza', includeResult: false, events: ['welcome', 'mutation'],
      }).subscribe({
        next: (event) => {
          if (event.type === 'welcome') welcomed();
          if (event.type === 'mutation') { events.push(event); heard(); }
        },
        error: failed,
      });
    });
    const published = await editor.getDocument(id);
    const block = (published!.pageBuilder as Array<{ _key: string; _type: string }>).find((item) => item._type === 'Title')!;

    const arrived = new Promise<void>((resolve) => { heard = resolve; });
    const { transactionId } = await editor.action({
      actionType: 'sanity.action.document.edit', draftId, publishedId: id,
      patch: { set: { [`pageBuilder[_key=="${block._key}"].text`]: 'Contact met VELD' } },
    }, { transactionId: 'studio-edit-1' });
    expect(transactionId).toBe('studio-edit-1');
    await arrived;
    const [event] = events;
    expect(event).toMatchObject({ documentId: draftId, transactionId, transition: 'appear', identity: 'pDemoEditor', transactionTotalEvents: 1 });
    // The Studio applies the effect to what it has (nothing yet, for a new draft) and gets the draft.
    const draft = await editor.getDocument(draftId);
    const { _rev, ...rest } = draft!;
    expect(applyPatch(null, event!.effects!.apply as never)).toEqual(rest);
    expect(event!.resultRev).toBe(_rev);
    expect(JSON.stringify(draft)).toContain('Contact met VELD');
    // Shoppers still see the published page.
    expect(JSON.stringify(await client().getDocument(id))).not.toContain('Contact met VELD');

    await editor.action({ actionType: 'sanity.action.document.publish', draftId, publishedId: id });
    expect(await editor.getDocument(draftId)).toBeUndefined();
    expect(JSON.stringify(await client().getDocument(id))).toContain('Contact met VELD');
    // Put the page back as it was for the other tests.
    await editor.createOrReplace(published!);
  });

  it('refuses what the demo has no part of, and a patch it cannot apply', async () => {
    const editor = client({ token: await logIn() });
    await expect(editor.action({ actionType: 'sanity.action.document.version.create', publishedId: id, document: { _id: `versions.r1.${id}`, _type: 'page' } }))
      .rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/not supported by the demo backend/) });
    await expect(editor.action({ actionType: 'sanity.action.document.edit', draftId, publishedId: id, patch: { diffMatchPatch: { title: 'geen patch' } } }))
      .rejects.toMatchObject({ statusCode: 400 });
    await expect(client().action({ actionType: 'sanity.action.document.discard', draftId }))
      .rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('deletion by query', () => {
  it('deletes what the query finds, and answers a query that finds nothing', async () => {
    const editor = client({ token: await logIn() });
    await editor.create({ _id: 'sanity-preview-url-secret.t1', _type: 'sanity.previewUrlSecret', secret: 'a' });
    await editor.create({ _id: 'sanity-preview-url-secret.t2', _type: 'sanity.previewUrlSecret', secret: 'b' });
    await editor.delete({ query: '*[_type == "sanity.previewUrlSecret" && secret in $secrets]', params: { secrets: ['a', 'b'] } });
    expect(await editor.fetch('count(*[_type == "sanity.previewUrlSecret" && secret in ["a", "b"]])', {}, { perspective: 'raw' })).toBe(0);
    await expect(editor.delete({ query: '*[_type == "nothing"]' })).resolves.toBeTruthy();
  });
});
