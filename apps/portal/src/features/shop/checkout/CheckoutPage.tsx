/** Checkout (F4.4). */
export default function CheckoutPage() {
  return null;
}
