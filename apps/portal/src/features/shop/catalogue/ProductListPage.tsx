/** Product list with filters, sort and paging (F4.1). */
export default function ProductListPage() {
  return null;
}
