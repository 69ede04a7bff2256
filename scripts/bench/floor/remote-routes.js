// The floor remote's one exposed module: empty, so its remoteEntry.js is federation's cost alone.
export default null;
