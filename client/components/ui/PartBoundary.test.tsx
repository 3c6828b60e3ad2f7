// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { PartBoundary } from './PartBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const checkBuild = vi.fn(() => Promise.resolve(false));
vi.mock('../../lib/build-check', async (original) => ({
  ...await original<typeof import('../../lib/build-check')>(),
  checkBuild: () => checkBuild(),
}));

function Fails({ error }: { error: Error }): never {
  throw error;
}

it('fails alone: one log line, the fallback in its place, the rest renders; a new key tries again', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const container = document.createElement('div');
  const root = createRoot(container, { onCaughtError: () => {} });
  const render = (resetKey: string, failing: boolean) => act(() => root.render(
    <>
      <PartBoundary message="Footer failed" fallback={(e) => <i>{(e as Error).message}</i>} resetKey={resetKey}>
        {failing ? <Fails error={new Error('boom')} /> : <b>footer</b>}
      </PartBoundary>
      <p>page</p>
    </>,
  ));
  await render('a', true);
  expect(container.innerHTML).toBe('<i>boom</i><p>page</p>');
  expect(log).toHaveBeenCalledOnce();
  expect(log.mock.calls[0]![0]).toBe('Footer failed');
  expect(checkBuild).not.toHaveBeenCalled();
  await render('b', false);
  expect(container.innerHTML).toBe('<b>footer</b><p>page</p>');
  await act(() => root.unmount());
  log.mockRestore();
});

it('asks whether a newer build is out when what failed was a chunk', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const container = document.createElement('div');
  const root = createRoot(container, { onCaughtError: () => {} });
  await act(() => root.render(
    <PartBoundary message="Part failed to load: footer">
      <Fails error={new TypeError('Failed to fetch dynamically imported module: /assets/Footer-x.js')} />
    </PartBoundary>,
  ));
  expect(container.innerHTML).toBe('');
  expect(checkBuild).toHaveBeenCalledOnce();
  await act(() => root.unmount());
  log.mockRestore();
});
