// Standalone entry for the cart team; the async boundary lets shared modules negotiate first.
import('./bootstrap');
