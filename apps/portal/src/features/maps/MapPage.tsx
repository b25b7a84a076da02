/** Coverage and address map (F3.17). */
export default function MapPage() {
  return null;
}
