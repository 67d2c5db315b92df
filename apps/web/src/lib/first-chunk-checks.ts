/*
 * What the first chunk's calls check their answers with (the session, a refusal's envelope, the
 * newsletter's entries), loaded on demand: the first chunk stays free of the schema library
 * (decision 0008). They are imported from this module, not from the domain's index: a dynamic import
 * of the index brings the whole domain with it, every schema built at once (decision 0034).
 */
export { apiFailureSchema, errorCodeForStatus, sessionResponseSchema, siteContract } from '@pokerhome/domain';
