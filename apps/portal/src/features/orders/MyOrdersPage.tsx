/** My Orders at /myOrders (spec 03 F3.14). */
export default function MyOrdersPage() {
  return null;
}
