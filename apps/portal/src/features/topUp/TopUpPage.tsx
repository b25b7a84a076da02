/** Top-up at /topUp (spec 03 F3.6). */
export default function TopUpPage() {
  return null;
}
