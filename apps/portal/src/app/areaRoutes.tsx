import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { lazyWithMessages } from './lazyWithMessages';
import { Page, pageLoading } from './Page';

/*
 * Every route but the landing one (spec 01 §2, spec 02 §2, spec 03 §2): a chunk of its own, loaded
 * by the first visit to any of them, so that the first load of /signIn carries none of their
 * declarations. Each page is its own chunk again, loaded on demand with the rest of the catalogue.
 */

type PageModule = Promise<{ default: ComponentType }>;

/** One screen: the paths that show it and how its code loads. */
interface PageRoute {
  paths: readonly string[];
  load: () => PageModule;
}

const page = (paths: readonly string[], load: () => PageModule) => ({ paths, load, Screen: lazyWithMessages(load, pageLoading) });

/** The screens inside the signed-in area (the session, the header's user panel, the left menu). */
const signedIn = [
  page(['myProfile'], () => import('../features/profile/MyProfilePage')),
  page(['myDetails'], () => import('../features/myDetails/MyDetailsPage')),
  page(['operationLog'], () => import('../features/shell/OperationLogPage')),
  page(['topUp'], () => import('../features/topUp/TopUpPage')),
  page(['selectPaymentMethod', 'h5/selectPaymentMethod'], () => import('../features/payment/SelectPaymentMethodPage')),
  page(['transaction/:transactionSn'], () => import('../features/payment/TransactionStatusPage')),
  page(['memorableWord'], () => import('../features/stepUp/MemorableWordPage')),
  page(['myOrders'], () => import('../features/orders/MyOrdersPage')),
  page(['h5/orderDetail'], () => import('../features/orders/detail/OrderDetailPage')),
  page(['h5/evaluationBatch'], () => import('../features/orders/review/EvaluationBatchPage')),
  page(['addresses'], () => import('../features/addressBook/AddressBookPage')),
  page(['shop'], () => import('../features/shop/catalogue/ShopHomePage')),
  page(['shop/products'], () => import('../features/shop/catalogue/ProductListPage')),
  page(['shop/product/:productId'], () => import('../features/shop/catalogue/ProductDetailPage')),
  page(['shop/favourites'], () => import('../features/shop/catalogue/FavouritesPage')),
  page(['shop/cart'], () => import('../features/shop/cart/CartPage')),
  page(['shop/checkout'], () => import('../features/shop/checkout/CheckoutPage')),
  page(['afterSale'], () => import('../features/orders/afterSale/AfterSalePage')),
];

/** The screens before sign-in or open to anybody; the not-found page last. */
const open = [
  page(['forgot'], () => import('../features/forgot/ForgotPasswordPage')),
  page(['signUp'], () => import('../features/signUp/SignUpPage')),
  page(['signUp-c'], () => import('../features/corporateSignUp/CorporateSignUpPage')),
  page(['complete', 'complete-c'], () => import('../features/completion/CompletePage')),
  page(['underAge'], () => import('../features/completion/UnderAgePage')),
  page(['map', 'h5/map'], () => import('../features/maps/MapPage')),
  page(['shopLocator', 'h5/shopLocator'], () => import('../features/shopLocator/ShopLocatorPage')),
  page(['onboarding', 'h5/onBoarding/register', 'h5/buySimCard/delivery'], () => import('../features/onboarding/OnboardingPage')),
  page(['h5/addShippingAddress'], () => import('../features/addressBook/AddShippingAddressPage')),
  page(['maintenance'], () => import('../features/maintenance/MaintenancePage')),
];
const notFound = page(['*'], () => import('../features/notFound/NotFoundPage'));

const loadSignedInArea = () => import('../layout/SignedInArea');
const SignedInArea = lazyWithMessages(loadSignedInArea, pageLoading);

/**
 * The code of the screen an address shows (and of the signed-in area around it), started at once,
 * beside each other, instead of one after the other as each level renders: the area's code, then
 * its render, then the page's code. Settles once both can render without suspending (their code and
 * the whole catalogue are in): the routes draw the starting screen once it has (router.tsx), so the
 * page is drawn in that render, with no fallback shown first — React reveals a suspended page no
 * sooner than 300 ms after its fallback. A failed load settles it too: the page's own load then reports it.
 */
export function loadScreenOf(pathname: string): Promise<void> {
  const matches = (route: PageRoute) => route.paths.some((path) => matchPath(`/${path}`, pathname));
  const inArea = signedIn.find(matches);
  const screen = inArea ?? open.find(matches) ?? notFound;
  return Promise.all([inArea ? SignedInArea.preload() : undefined, screen.Screen.preload()]).then(
    () => undefined,
    () => undefined,
  );
}

const routesOf = (pages: readonly ReturnType<typeof page>[]) =>
  pages.flatMap(({ paths, Screen }) =>
    paths.map((path) => (
      <Route
        key={path}
        path={path}
        element={
          <Page>
            <Screen />
          </Page>
        }
      />
    )),
  );

export default function AreaRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Page>
            <SignedInArea />
          </Page>
        }
      >
        {routesOf(signedIn)}
      </Route>
      {routesOf(open)}
      {routesOf([notFound])}
    </Routes>
  );
}
