// The page of `npm run dev` reloads itself when the builds it shows have changed: scripts/dev.mjs
// sends `reload` once every build is done (and the backend, if it had to restart, answers), and
// `failed` with what went wrong when a build broke or the backend stopped. Only in the shell's
// `--env ssr` development build (tooling/webpack/create-config.js); a production page never
// carries it.
const events = new EventSource('/__dev/events');
events.addEventListener('reload', () => location.reload());
events.addEventListener('failed', (event) => console.error(`[npm run dev] ${event.data}`));
