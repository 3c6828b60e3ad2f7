// The parts of Sanity's project and user APIs the editors' Studio asks for before it shows
// anything (issue 54, item 6): who is logged in, the project, its datasets, what the editor may
// do (the dataset's ACL), the project's features, a protocol check, and an empty history.
import { Hono } from 'hono';
import type { DemoEnv } from '../../env';
import { accessOf, unauthorized } from '../access';
import { DEMO_EDITOR } from './auth';

const ROLES = [{ name: 'administrator', title: 'Administrator' }];

export const studioRoutes = new Hono<DemoEnv>()
  // Who is logged in: the demo editor, for a request with the editor's token; nobody otherwise.
  .get('/users/me', (c) => (accessOf(c) === 'authenticated'
    ? c.json({ ...DEMO_EDITOR, role: 'administrator', roles: ROLES })
    : unauthorized(c)))
  .get('/users/:ids', (c) => c.json(c.req.param('ids').split(',').map((id) => ({ ...DEMO_EDITOR, id, displayName: DEMO_EDITOR.name, imageUrl: null, isCurrentUser: id === DEMO_EDITOR.id }))))
  .get('/projects/:id', (c) => c.json({
    id: c.req.param('id'), displayName: 'VELD (demo)', studioHost: null, organizationId: null, isBlocked: false, isDisabled: false,
    members: [{ id: DEMO_EDITOR.id, role: 'administrator', roles: ROLES, isRobot: false, isCurrentUser: true }], features: [], metadata: {},
  }))
  .get('/projects/:id/datasets', (c) => c.json([{ name: 'production', aclMode: 'public', tags: [] }]))
  .get('/projects/:id/datasets/:dataset/acl', (c) => c.json([
    { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] },
  ]))
  .get('/projects/:id/grants', (c) => c.json({}))
  .get('/projects/:id/user-applications', (c) => c.json([]))
  .get('/features', (c) => c.json([]))
  .get('/ping', (c) => c.json({ message: 'PONG' }))
  .get('/users/me/keyvalue/:key', (c) => c.json([{ key: c.req.param('key'), value: null }]))
  // The demo keeps no history of changes: the Studio's history shows none (decision 037).
  .get('/data/history/:dataset/events/documents/:id', (c) => c.json({ events: {}, nextCursor: '' }))
  .get('/data/history/:dataset/transactions/:ids', (c) => c.body('', 200, { 'content-type': 'application/x-ndjson' }));
