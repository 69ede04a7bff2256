// Everything a carousel needs from swiper, in one file that use-lazy-swiper.ts fetches once the first
// carousel comes near the screen: the core, its keyboard and screen-reader module (A11y) and
// Autoplay, with their stylesheets. The styles come with the script, not with the page: home.css
// lays the slides out the same way before swiper starts, so the first paint needs neither.
import 'swiper/css';
import 'swiper/css/a11y';

export { Swiper } from 'swiper';
export { A11y, Autoplay } from 'swiper/modules';
