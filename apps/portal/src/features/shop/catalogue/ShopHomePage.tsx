/** Shop floors and categories (F4.1). */
export default function ShopHomePage() {
  return null;
}
