// The floor shell's entry: the async boundary every federated shell has (shared modules are
// negotiated before the code that uses them runs), as shell/src/index.ts has.
void import(/* webpackChunkName: "bootstrap" */ './shell-bootstrap.js');
