import { createContext, useContext } from 'react';
import type { PublicEnv } from '../../shared/public-env';

export const PUBLIC_ENV_ID = 'public-env';
export const PublicEnvContext = createContext<PublicEnv | null>(null);

export function usePublicEnv(): PublicEnv {
  const env = useContext(PublicEnvContext);
  if (!env) throw new Error('usePublicEnv must be used inside PublicEnvContext');
  return env;
}
