/** Shop locator (F3.18). */
export default function ShopLocatorPage() {
  return null;
}
