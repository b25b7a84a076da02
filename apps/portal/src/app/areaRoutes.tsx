import { Route, Routes } from 'react-router';
import { lazyWithMessages } from './lazyWithMessages';
import { Page, pageLoading as page } from './Page';

/*
 * Every route but the landing one (spec 01 §2, spec 02 §2, spec 03 §2): a chunk of its own, loaded
 * by the first visit to any of them, so that the first load of /signIn carries none of their
 * declarations. Each page is its own chunk again, loaded on demand with the rest of the catalogue.
 */
const ForgotPasswordPage = lazyWithMessages(() => import('../features/forgot/ForgotPasswordPage'), page);
const SignedInArea = lazyWithMessages(() => import('../layout/SignedInArea'), page);
const MyProfilePage = lazyWithMessages(() => import('../features/profile/MyProfilePage'), page);
const SignUpPage = lazyWithMessages(() => import('../features/signUp/SignUpPage'), page);
const CorporateSignUpPage = lazyWithMessages(() => import('../features/corporateSignUp/CorporateSignUpPage'), page);
const CompletePage = lazyWithMessages(() => import('../features/completion/CompletePage'), page);
const UnderAgePage = lazyWithMessages(() => import('../features/completion/UnderAgePage'), page);
const MyDetailsPage = lazyWithMessages(() => import('../features/myDetails/MyDetailsPage'), page);
const TopUpPage = lazyWithMessages(() => import('../features/topUp/TopUpPage'), page);
const SelectPaymentMethodPage = lazyWithMessages(() => import('../features/payment/SelectPaymentMethodPage'), page);
const TransactionStatusPage = lazyWithMessages(() => import('../features/payment/TransactionStatusPage'), page);
const MemorableWordPage = lazyWithMessages(() => import('../features/stepUp/MemorableWordPage'), page);
const MyOrdersPage = lazyWithMessages(() => import('../features/orders/MyOrdersPage'), page);
const OrderDetailPage = lazyWithMessages(() => import('../features/orders/detail/OrderDetailPage'), page);
const EvaluationBatchPage = lazyWithMessages(() => import('../features/orders/review/EvaluationBatchPage'), page);
const OperationLogPage = lazyWithMessages(() => import('../features/shell/OperationLogPage'), page);
const MapPage = lazyWithMessages(() => import('../features/maps/MapPage'), page);
const ShopLocatorPage = lazyWithMessages(() => import('../features/shopLocator/ShopLocatorPage'), page);
const OnboardingPage = lazyWithMessages(() => import('../features/onboarding/OnboardingPage'), page);
const AddShippingAddressPage = lazyWithMessages(() => import('../features/addressBook/AddShippingAddressPage'), page);
const AddressBookPage = lazyWithMessages(() => import('../features/addressBook/AddressBookPage'), page);
const ShopHomePage = lazyWithMessages(() => import('../features/shop/catalogue/ShopHomePage'), page);
const ProductListPage = lazyWithMessages(() => import('../features/shop/catalogue/ProductListPage'), page);
const ProductDetailPage = lazyWithMessages(() => import('../features/shop/catalogue/ProductDetailPage'), page);
const FavouritesPage = lazyWithMessages(() => import('../features/shop/catalogue/FavouritesPage'), page);
const CartPage = lazyWithMessages(() => import('../features/shop/cart/CartPage'), page);
const CheckoutPage = lazyWithMessages(() => import('../features/shop/checkout/CheckoutPage'), page);
const AfterSalePage = lazyWithMessages(() => import('../features/orders/afterSale/AfterSalePage'), page);
const MaintenancePage = lazyWithMessages(() => import('../features/maintenance/MaintenancePage'), page);
const NotFoundPage = lazyWithMessages(() => import('../features/notFound/NotFoundPage'), page);

export default function AreaRoutes() {
  return (
    <Routes>
      <Route path="forgot" element={<Page><ForgotPasswordPage /></Page>} />
      <Route path="signUp" element={<Page><SignUpPage /></Page>} />
      <Route path="signUp-c" element={<Page><CorporateSignUpPage /></Page>} />
      <Route path="complete" element={<Page><CompletePage /></Page>} />
      <Route path="complete-c" element={<Page><CompletePage /></Page>} />
      <Route path="underAge" element={<Page><UnderAgePage /></Page>} />
      <Route element={<Page><SignedInArea /></Page>}>
        <Route path="myProfile" element={<Page><MyProfilePage /></Page>} />
        <Route path="myDetails" element={<Page><MyDetailsPage /></Page>} />
        <Route path="operationLog" element={<Page><OperationLogPage /></Page>} />
        <Route path="topUp" element={<Page><TopUpPage /></Page>} />
        <Route path="selectPaymentMethod" element={<Page><SelectPaymentMethodPage /></Page>} />
        <Route path="h5/selectPaymentMethod" element={<Page><SelectPaymentMethodPage /></Page>} />
        <Route path="transaction/:transactionSn" element={<Page><TransactionStatusPage /></Page>} />
        <Route path="memorableWord" element={<Page><MemorableWordPage /></Page>} />
        <Route path="myOrders" element={<Page><MyOrdersPage /></Page>} />
        <Route path="h5/orderDetail" element={<Page><OrderDetailPage /></Page>} />
        <Route path="h5/evaluationBatch" element={<Page><EvaluationBatchPage /></Page>} />
        <Route path="addresses" element={<Page><AddressBookPage /></Page>} />
        <Route path="shop" element={<Page><ShopHomePage /></Page>} />
        <Route path="shop/products" element={<Page><ProductListPage /></Page>} />
        <Route path="shop/product/:productId" element={<Page><ProductDetailPage /></Page>} />
        <Route path="shop/favourites" element={<Page><FavouritesPage /></Page>} />
        <Route path="shop/cart" element={<Page><CartPage /></Page>} />
        <Route path="shop/checkout" element={<Page><CheckoutPage /></Page>} />
        <Route path="afterSale" element={<Page><AfterSalePage /></Page>} />
      </Route>
      <Route path="map" element={<Page><MapPage /></Page>} />
      <Route path="h5/map" element={<Page><MapPage /></Page>} />
      <Route path="shopLocator" element={<Page><ShopLocatorPage /></Page>} />
      <Route path="h5/shopLocator" element={<Page><ShopLocatorPage /></Page>} />
      <Route path="onboarding" element={<Page><OnboardingPage /></Page>} />
      <Route path="h5/onBoarding/register" element={<Page><OnboardingPage /></Page>} />
      <Route path="h5/buySimCard/delivery" element={<Page><OnboardingPage /></Page>} />
      <Route path="h5/addShippingAddress" element={<Page><AddShippingAddressPage /></Page>} />
      <Route path="maintenance" element={<Page><MaintenancePage /></Page>} />
      <Route path="*" element={<Page><NotFoundPage /></Page>} />
    </Routes>
  );
}
