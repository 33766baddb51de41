import { saveUserBody } from '@classroom/http-contract';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { useStores } from '../../../stores/use-stores';
import { notify } from '../../../lib/notify';
import { validateWith } from '../../../lib/validate-with';
import { SubmitButton, TextField } from '../../../ui/form-fields';
import { submitErrors } from '../../../lib/submit-errors';
import { ownAccountApi } from '../api/account-api';
import { PictureUpload } from '../../../ui/picture-upload';

interface ProfileValues {
  displayName?: string;
  photoURL?: string;
}

const validate = validateWith(saveUserBody.pick({ displayName: true, photoURL: true }));

/** Name and photo URL, as the spec's profile update sends them. */
export const EditProfileForm = observer(function EditProfileForm() {
  const { api, auth } = useStores();
  const email = auth.user?.email ?? '';

  const onSubmit = async (values: ProfileValues) => {
    try {
      await ownAccountApi.saveProfile(api, {
        displayName: values.displayName!.trim(),
        photoURL: values.photoURL!.trim(),
        email,
      });
      await auth.refreshRecord();
      notify.success('Profile saved.');
      return undefined;
    } catch (error) {
      return submitErrors(error, 'The profile could not be saved. Try again.');
    }
  };

  return (
    <Form<ProfileValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={{ displayName: auth.displayName, photoURL: auth.photoURL }}
    >
      {({ handleSubmit, submitting, submitError, pristine, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Edit profile">
          <TextField name="displayName" label="Your Name" autoComplete="name" />
          <TextField name="photoURL" label="Photo URL" type="url" autoComplete="photo" />
          <PictureUpload
            label="Upload a photo"
            onUploaded={(imageUrl) => form.change('photoURL', imageUrl)}
          />
          <SubmitButton
            submitError={submitError}
            submitting={submitting}
            disabled={pristine}
            label="Save profile"
            busyLabel="Saving…"
          />
        </form>
      )}
    </Form>
  );
});
