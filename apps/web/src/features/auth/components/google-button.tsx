import { GoogleOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../../stores/use-stores';
import { notify } from '../../../lib/notify';
import { GOOGLE_NOT_CONFIGURED } from './use-sign-in-flow';

/** 'Sign in with Google' / 'Sign up with Google'; says so when the server has no Google client. */
export const GoogleButton = observer(function GoogleButton({
  label,
  returnTo,
}: {
  label: string;
  returnTo: string;
}) {
  const { auth, config } = useStores();
  const [message, setMessage] = useState('');
  const onClick = async () => {
    await config.load();
    if (config.googleEnabled) {
      auth.signInWithGoogle(returnTo);
    } else {
      setMessage(GOOGLE_NOT_CONFIGURED);
      notify.error(GOOGLE_NOT_CONFIGURED);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={() => void onClick()}
      >
        <GoogleOutlined aria-hidden="true" /> {label}
      </button>
      {message && (
        <p className="field__error" role="alert">
          {message}
        </p>
      )}
    </>
  );
});
