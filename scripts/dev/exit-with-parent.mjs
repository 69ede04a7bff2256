// Preloaded into `npm run dev`'s backend (scripts/dev/backend-process.mjs): when the dev run is
// gone, its IPC channel closes, and the backend stops as on Ctrl+C instead of running on, orphaned.
process.channel?.unref();
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
