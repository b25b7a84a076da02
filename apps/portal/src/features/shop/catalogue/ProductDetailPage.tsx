/** Product detail with SKU choice (F4.1). */
export default function ProductDetailPage() {
  return null;
}
