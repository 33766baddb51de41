import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useFeatureStore, useStores } from '../../../stores/use-stores';
import { NotFoundPage } from '../../../ui/not-found.page';
import { usePageTitle } from '../../../lib/page-title';
import { EmailText } from '../../../ui/email-text';
import { FactList } from '../../../ui/fact-list';
import { LoadingImage } from '../../../ui/loading-image';
import { RefundPolicy } from '../../../ui/refund-policy';
import { formatDollars } from '../../../ui/money';
import { createCourseStore } from '../../../stores/course.store';
import { CheckoutStore } from '../stores/checkout.store';
import { confirmWithTestProcessor, TestCardForm } from '../components/test-card-form';
import '../payment.css';

const StripeCardForm = lazy(() => import('../components/stripe-card-form'));

/** How long the transaction id stays on screen before the course page opens. */
const SHOW_RECEIPT_MS = 1200;

/** /payment/:id — pay for a course by card, then go back to the course. */
const PaymentPage = observer(function PaymentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { api, auth, config } = useStores();
  const courses = useFeatureStore(createCourseStore);
  const [checkout] = useState(() => new CheckoutStore(api, id));
  const course = courses.course(id);
  const load = courses.loadOf(id);
  usePageTitle('Payment');

  useEffect(() => {
    void courses.loadCourse(id);
    void config.load();
  }, [courses, config, id]);

  useEffect(() => {
    if (course && checkout.status === 'idle') void checkout.prepare(course.price);
  }, [course, checkout]);

  if (load?.status === 'failed' && load.notFound) return <NotFoundPage />;
  if (!course || !config.isLoaded) {
    return load?.status === 'failed' ? (
      <p className="container notice notice--error" role="alert">
        {load.message}
      </p>
    ) : (
      <LoadingImage label="Loading the payment" />
    );
  }

  const billingDetails = {
    email: auth.user?.email ?? 'anonymous',
    name: auth.displayName || 'anonymous',
  };
  const afterPay = (paid: boolean) => {
    if (!paid) return;
    setTimeout(() => {
      // The course page then reads payments and count afresh rather than showing 'Pay'.
      courses.forgetAfterEnrollment(id);
      navigate(`/course/${id}`);
    }, SHOW_RECEIPT_MS);
  };
  const publishableKey = config.stripePublishableKey;

  return (
    <div className="container payment">
      <h1 className="page-title">{course.courseName}</h1>
      <p className="payment__amount">Payment: {formatDollars(course.price)}</p>
      <div className="payment__grid">
        <section className="form-card payment__card" aria-labelledby="card-title">
          <h2 id="card-title">Card details</h2>
          {!publishableKey && (
            <p className="notice" role="note">
              <strong>Test mode:</strong> no real money moves. Pay with 4242 4242 4242 4242, any
              future date and any CVC; 4000 0000 0000 0002 is declined.
            </p>
          )}
          {checkout.status === 'free' && (
            <p className="notice">This course costs nothing, so there is nothing to pay.</p>
          )}
          {checkout.status === 'failed' && (
            <p className="notice notice--error" role="alert">
              {checkout.prepareError}{' '}
              {checkout.prepareError && <Link to={`/course/${id}`}>Back to the course</Link>}
            </p>
          )}
          {publishableKey ? (
            <Suspense fallback={<LoadingImage label="Loading the card form" />}>
              <StripeCardForm
                publishableKey={publishableKey}
                billingDetails={billingDetails}
                canPay={checkout.canPay}
                paying={checkout.paying}
                onPay={(confirm) => checkout.pay(confirm).then(afterPay)}
              />
            </Suspense>
          ) : (
            <TestCardForm
              canPay={checkout.canPay}
              paying={checkout.paying}
              onPay={(card) =>
                checkout.pay(confirmWithTestProcessor(api, card, billingDetails)).then(afterPay)
              }
            />
          )}
          {checkout.cardError && (
            <p className="payment__error" role="alert">
              {checkout.cardError}
            </p>
          )}
          {checkout.transactionId && (
            <p className="payment__success" role="status">
              Your transaction id: {checkout.transactionId}
            </p>
          )}
          {checkout.status === 'free' ? null : <RefundPolicy />}
        </section>
        <section className="payment__facts" aria-label="Course">
          <FactList
            facts={[
              ['Category', course.courseCategory],
              ['Enrollment', `${course.totalEnrollment} Students`],
              ['Language', course.language],
              ['Lectures', course.lectures],
              ['Certificate', course.certificate],
              ['Instructor email', <EmailText value={course.instructorEmail} />],
              ['Instructor experience', course.instructorExperience],
            ]}
          />
        </section>
      </div>
    </div>
  );
});

export default PaymentPage;
