import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, updateUserRequestSchema, type UserInfo } from 'shared-contracts';
import { Field } from '../../../components/field';
import { storeUserInfo } from '../../../lib/signed-in-storage';
import { requestToast } from '../../../lib/toast';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { getUser } from '../api/get-user';
import { updateUser } from '../api/update-user';
import { useRemoteData } from '../api/use-remote-data';

type Profile = Awaited<ReturnType<typeof getUser>>['data'];

/** Tab 1: the profile, read with get-user and saved with update-user (business fields for B2B). */
export function ProfileTab({ user }: { user: UserInfo }) {
  const [version, setVersion] = useState(0);
  const profile = useRemoteData(`${user.id}#${version}`, () =>
    getUser(user.id).then((answer) => answer.data),
  );
  if (profile.state === 'loading')
    return (
      <p aria-busy="true">
        <FormattedMessage id="account.loading" />
      </p>
    );
  if (profile.state === 'failed')
    return (
      <p role="alert">
        <FormattedMessage id="account.loadFailed" />
      </p>
    );
  return <ProfileForm key={version} profile={profile.data} onSaved={() => setVersion((v) => v + 1)} />;
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const intl = useIntl();
  const { setErrors, text } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const business = profile.accountType === 1;
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = updateUserRequestSchema.safeParse({
      firstName: data.get('firstName') ?? '',
      lastName: data.get('lastName') ?? '',
      phone: String(data.get('phone') ?? '') || null,
      newsletters: data.get('newsletters') === 'on',
      ...(business ? { bdCompanyName: String(data.get('bdCompanyName') ?? '') || null } : {}),
    });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { data: saved } = await updateUser(profile.id, parsed.data);
      const { newsletters: _n, phone: _p, ...userInfo } = saved;
      storeUserInfo(userInfo);
      requestToast('success', t('profile.saved'));
      onSaved();
    } catch {
      requestToast('error', t('profile.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="acc-form acc-profile" onSubmit={submit} noValidate aria-busy={busy}>
      <Field
        idPrefix="acc-profile"
        name="email"
        type="email"
        label={t('login.email')}
        value={profile.email}
        readOnly
      />
      <Field
        idPrefix="acc-profile"
        name="firstName"
        label={t('register.firstName')}
        defaultValue={profile.firstName}
        error={text('firstName')}
        autoComplete="given-name"
      />
      <Field
        idPrefix="acc-profile"
        name="lastName"
        label={t('register.lastName')}
        defaultValue={profile.lastName}
        error={text('lastName')}
        autoComplete="family-name"
      />
      <Field
        idPrefix="acc-profile"
        name="phone"
        type="tel"
        label={t('profile.phone')}
        defaultValue={profile.phone ?? ''}
        autoComplete="tel"
      />
      {business && (
        <>
          <Field
            idPrefix="acc-profile"
            name="bdCompanyName"
            label={t('register.companyName')}
            defaultValue={profile.bdCompanyName ?? ''}
            autoComplete="organization"
          />
          <p className="acc-b2b-status">
            <FormattedMessage id={profile.confirmB2BUser ? 'profile.b2bConfirmed' : 'profile.b2bPending'} />
          </p>
        </>
      )}
      <Field
        idPrefix="acc-profile"
        name="newsletters"
        type="checkbox"
        label={t('register.newsletters')}
        defaultChecked={profile.newsletters}
      />
      <button type="submit" className="acc-submit" disabled={busy}>
        <FormattedMessage id="profile.save" />
      </button>
    </form>
  );
}
