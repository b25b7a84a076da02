/** Favourites (F4.2). */
export default function FavouritesPage() {
  return null;
}
