/** My details: the profile as the server holds it (spec 02). */
export default function MyDetailsPage() {
  return null;
}
