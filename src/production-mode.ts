/**
 * Elysia decides when it is imported whether it runs in production (NODE_ENV, else ENV). Outside production
 * every validation failure walks all of the body's errors and serialises the whole body into a message this
 * server never sends (its error model replaces Elysia's): a 100,000-entry array cost about a second. The runtime
 * entries import this module first, so the server runs Elysia in production mode unless the operator set
 * NODE_ENV.
 */
process.env.NODE_ENV ??= 'production';
