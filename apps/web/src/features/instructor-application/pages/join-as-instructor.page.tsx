import { usersEndpoints as endpoints, type ApplyBody } from '@classroom/http-contract';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores/use-stores';
import { confirmAction } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { LoadingImage } from '../../../ui/loading-image';
import { submitErrors } from '../../../lib/submit-errors';
import {
  ApplicationForm,
  type ApplicationStatus,
  type ApplicationValues,
} from '../components/application-form';
import { useLastDecision } from '../components/use-last-decision';

/** /join-as-instructor: a signed-in user applies to teach; an admin decides. */
const JoinAsInstructorPage = observer(function JoinAsInstructorPage() {
  usePageTitle('Become an Instructor');
  const { api, auth } = useStores();
  const record = auth.record;
  const decision = useLastDecision(api, record?.status ?? '');
  if (!record) return <LoadingImage label="Loading your profile" />;

  const onSubmit = async (values: ApplicationValues) => {
    if (!(await confirmAction('Yes, Apply Now!'))) return undefined;
    const body: ApplyBody = {
      displayName: record.displayName,
      email: record.email,
      photoURL: record.photoURL,
      category: values.category as ApplyBody['category'],
      experience: values.experience as ApplyBody['experience'],
      title: values.title!.trim(),
      status: 'applied',
    };
    try {
      const answer = await api.call(endpoints.applyAsInstructor, {
        params: { id: record._id },
        body,
      });
      if (answer.modifiedCount)
        notify.success('Successfully Applied!', 'Your request has been send to admin.');
      await auth.refreshRecord();
      return undefined;
    } catch (error) {
      return submitErrors(error, 'The application could not be sent. Please try again.');
    }
  };

  return (
    <section className="form-card">
      <h1>Become an Instructor</h1>
      <ApplicationForm
        status={record.status as ApplicationStatus}
        decision={decision}
        initialValues={{
          displayName: record.displayName || auth.displayName,
          photoURL: record.photoURL || auth.photoURL,
          experience: record.experience || undefined,
          category: record.category || undefined,
          title: record.title || undefined,
        }}
        onSubmit={onSubmit}
      />
    </section>
  );
});

export default JoinAsInstructorPage;
