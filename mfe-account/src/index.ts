// Standalone entry for the account team; the async boundary lets shared modules negotiate first.
import('./bootstrap');
