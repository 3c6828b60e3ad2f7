// The app's scripts and manifest, as the app ships them (shopware-app/VeldStorefront/), imported
// as text (the Text rule of demo-backend/wrangler.toml): the demo backend runs the very files a
// shop installs. Every script of the app is listed here (scripts.test.ts holds the list to
// the folder).
import manifest from '../../../shopware-app/VeldStorefront/manifest.xml';
import looks from '../../../shopware-app/VeldStorefront/Resources/scripts/store-api-veld-looks/looks.twig';

export const APP_MANIFEST: string = manifest;

/** The app's scripts by hook (their folder), each with its file name. */
export const APP_SCRIPTS: Readonly<Record<string, readonly { file: string; source: string }[]>> = {
  'store-api-veld-looks': [{ file: 'looks.twig', source: looks }],
};
