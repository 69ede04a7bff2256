// Standalone entry for the catalog team; the async boundary lets shared modules negotiate first.
import('./bootstrap');
