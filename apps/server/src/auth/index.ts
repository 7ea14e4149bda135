// The auth feature's public entry: what the other features use of it (README "Layers"). The session of a
// request, looked up with whatever a feature joins to it (tenancy/index.ts: the user's store).
export {
  currentSessionWith,
  firstStoreIdOfSessionUser,
  sessionColumns,
  sessionLookup,
  sessionOfTokenHash,
} from './session.js';
