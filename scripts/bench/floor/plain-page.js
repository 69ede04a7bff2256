// The plain build's one chunk, the counterpart of the floor remote's exposed module.
export default null;
