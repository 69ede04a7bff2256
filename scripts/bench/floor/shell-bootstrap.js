// The least a shell does in this shop (docs/architecture.md): register the remotes a registry names
// and load a module of one of them, with the runtime API the shell uses. Nothing of the shop's own.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

registerRemotes(globalThis.floorRemotes ?? []);
void loadRemote('floor/routes');
