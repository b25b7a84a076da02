/** Cart (F4.3). */
export default function CartPage() {
  return null;
}
