import { chakra, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { applicationErrors, type ReferralApplication as Application } from '../../../models/profile/ReferralApplicationStore';
import { PrimaryButton, TextField } from '../../../ui/auth/fields';
import { SectionTitle } from '../../../ui/common/SectionTitle';
import { usePageStore } from '../../../ui/StoreContext';
import { FailureText } from './FailureText';

/**
 * Applying to the referral programme (POST /api/user/referral_system/request, form data): website, visitors a
 * month, how the player will promote the site. Sent, the form gives way to a note that the decision comes as a
 * notice; a refusal (an application already under review…) shows under the form.
 */
export const ReferralApplication = observer(function ReferralApplication() {
  const application = usePageStore('referral').application;
  const [form, setForm] = useState<Application>({ website: '', traffic: '', comment: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof Application, boolean>>>({});
  const errors = applicationErrors(form);
  const disabled = application.sending || Object.keys(errors).length > 0;
  const set = (key: keyof Application) => (v: string) => {
    setForm((old) => ({ ...old, [key]: v }));
    setTouched((old) => ({ ...old, [key]: true }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled) void application.apply(form);
  };
  return (
    <Stack gap="3" data-testid="referral-apply">
      <SectionTitle id="profile.referral.apply.title" />
      {application.sentId !== undefined ? (
        <Text role="status" data-testid="referral-apply-sent">
          <FormattedMessage id="profile.referral.apply.sent" />
        </Text>
      ) : (
        <chakra.form onSubmit={submit} noValidate maxW="[32rem]">
          <Stack gap="3">
            <Text color="brand.textMuted">
              <FormattedMessage id="profile.referral.apply.intro" />
            </Text>
            <TextField
              labelId="profile.referral.apply.website"
              value={form.website}
              onChange={set('website')}
              type="url"
              autoComplete="url"
              invalid={Boolean(touched.website && errors.website)}
              error={errors.website ? <FormattedMessage id={errors.website} /> : null}
              testId="referral-apply-website"
            />
            <TextField
              labelId="profile.referral.apply.traffic"
              value={form.traffic}
              onChange={set('traffic')}
              invalid={Boolean(touched.traffic && errors.traffic)}
              error={errors.traffic ? <FormattedMessage id={errors.traffic} /> : null}
              testId="referral-apply-traffic"
            />
            <Field.Root invalid={Boolean(errors.comment)}>
              <Field.Label>
                <FormattedMessage id="profile.referral.apply.comment" />
              </Field.Label>
              <Textarea
                value={form.comment}
                onChange={(e) => set('comment')(e.currentTarget.value)}
                borderRadius="input"
                rows={3}
                data-testid="referral-apply-comment"
              />
              {errors.comment ? (
                <Field.ErrorText>
                  <FormattedMessage id={errors.comment} />
                </Field.ErrorText>
              ) : null}
            </Field.Root>
            <PrimaryButton type="submit" alignSelf="start" disabled={disabled} loading={application.sending} data-testid="referral-apply-submit">
              <FormattedMessage id="profile.referral.apply.submit" />
            </PrimaryButton>
            <FailureText failure={application.failure} whereId="profile.where.referralApply" />
          </Stack>
        </chakra.form>
      )}
    </Stack>
  );
});
