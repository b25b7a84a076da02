/** After sale of a goods order (F4.5). */
export default function AfterSalePage() {
  return null;
}
