// What the product page needs only once the shopper acts or scrolls: the full-screen gallery,
// the mini-cart, the variant switch and the cross-selling sliders. One lazy chunk: each lazy
// import costs the first view its loader and preload list, so they travel together.
export { default as AddedToCart } from './AddedToCart';
export { addToCart } from './add-to-cart';
export { default as CrossSelling } from './CrossSelling';
export { default as Lightbox } from './Lightbox';
export { chooseOption } from './switch-variant';
