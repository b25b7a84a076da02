/** Order detail as a page at /h5/orderDetail (spec 03 F3.15). */
export default function OrderDetailPage() {
  return null;
}
