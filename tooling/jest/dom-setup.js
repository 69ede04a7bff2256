import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads.
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// What webpack's DefinePlugin writes into the bundles (tooling/webpack/create-config.js): the
// release a team's root stamps on its pixels (data-release).
globalThis.__RIODE_RELEASE__ = 'test';
