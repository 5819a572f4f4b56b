/**
 * The server's garbage-collector settings, applied when this module is evaluated: `main.ts` imports it first, so they
 * hold before any other module allocates. Set here rather than on node's command line so every way the server starts
 * (Docker, systemd, `npm start`, the bench) runs with them. What each was measured to do: docs/performance.md.
 */
import { setFlagsFromString } from "node:v8";

/**
 * The next full garbage collection comes once the old generation has grown 10 % past what the last one left, instead of
 * V8's 1.1x to 4x picked from the allocation rate of that moment: with 10,000 live members the server's peak memory
 * followed that pick (319-436 MB for the same build and work), the growth being garbage. Under a moving market it
 * costs a full collection every 10-20 s, 5-18 ms of pause each.
 */
setFlagsFromString("--heap-growing-percent=10");

/**
 * Objects are born in the young generation wherever they were made. V8 otherwise moves an allocation site to the old
 * generation for good once most of what it made survived a few young collections, as the start-up's caches and
 * migrations do; in one start of three some of the sites a request also uses were moved so, and from then on each
 * request's garbage went to the old generation and held its young objects alive: a full collection every 200 ms,
 * young collections of 10-25 ms instead of 0.5, and `GET /api/auth/me` at 90-105 µs of CPU instead of 45-65.
 */
setFlagsFromString("--no-allocation-site-pretenuring");
