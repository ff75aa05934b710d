import { apiClient } from '~/ui/apiClient.ts';
import { clearSession } from './session.store.ts';

/** The shop's calls to its service: a 401 forgets who was signed in (docs/architecture.md). */
export const apiCall = apiClient(clearSession);
