import { Button, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatPhone, phoneDigits } from '../../../models/account/authRules';
import { profileChanges, type EditableField, type ProfileEditValues } from '../../../models/profile/profileEdit';
import type { ProfileStore } from '../../../models/profile/ProfileStore';
import { PhoneField } from '../../../ui/auth/PhoneField';
import { PrimaryButton, TextField } from '../../../ui/auth/fields';
import { useStore } from '../../../ui/StoreContext';
import { DateCell, Field } from './common';
import { FailureText } from './FailureText';
import { errorIdOf } from '../../../models/shell/NotifyStore';
import { errorTextValues } from '../../../i18n/labelValues';

const LABELS: Record<EditableField, string> = {
  first_name: 'profile.field.firstName',
  last_name: 'profile.field.lastName',
  birthday: 'profile.field.birthday',
  city: 'profile.field.city',
  address: 'profile.field.address',
  phone: 'profile.field.phone',
};

const AUTOCOMPLETE: Record<EditableField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  birthday: 'bday',
  city: 'address-level2',
  address: 'street-address',
  phone: 'tel-national',
};

/**
 * The player's personal data as a form (the fields the brand lets a player change, rules.json profileEdit): each
 * field's check shows under it once the player has typed; a new phone number needs the code sent to it first;
 * the platform's refusal shows at its field (rules.profileEditCodes) or under the form. Saved, the section shows
 * the profile the platform answered and the header its new name.
 */
export const ProfileEditForm = observer(function ProfileEditForm({ profile, onDone }: { profile: ProfileStore; onDone(): void }) {
  const root = useStore();
  const { edit } = profile;
  const rules = edit.rules;
  const countries = root.config.rules.phoneCountries;
  const p = profile.personal;
  const current: ProfileEditValues = { first_name: p.firstName, last_name: p.lastName, birthday: p.birthday, city: p.city, address: p.address, phone: p.phone };
  const [countryCode, setCountryCode] = useState(countries[0]?.countryCode ?? '');
  const country = countries.find((c) => c.countryCode === countryCode);
  const [values, setValues] = useState<ProfileEditValues>(() => ({ ...current, phone: formatPhone(p.phone, country) }));
  const [touched, setTouched] = useState<Partial<Record<EditableField, boolean>>>({});
  const [code, setCode] = useState('');
  if (!rules) return null;
  const errors = edit.errors(values, country);
  const changes = profileChanges(values, current, rules);
  const phoneChanged = changes.phone !== undefined;
  const codeSent = phoneChanged && edit.codeSentTo === phoneDigits(values.phone ?? '');
  const invalid = Object.keys(errors).length > 0;
  const disabled = edit.saving || invalid || Object.keys(changes).length === 0 || (phoneChanged && (!codeSent || code.trim() === ''));
  const set = (field: EditableField) => (v: string) => {
    setValues((old) => ({ ...old, [field]: v }));
    setTouched((old) => ({ ...old, [field]: true }));
    if (edit.refusal) edit.setRefusal(undefined);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    const failure = await profile.saveProfile(changes, code);
    if (failure) return;
    root.notify.success('profile.edit.saved');
    // The header greets the player by the name the platform now keeps.
    void root.auth.verify();
    onDone();
  };
  const refusalAt = (field: EditableField) =>
    edit.refusal?.field === field ? (
      <Text role="alert" color="brand.error" fontSize="sm" data-testid={`profile-edit-${field}-refusal`}>
        <FormattedMessage id={errorIdOf(edit.refusal.failure.code, root.config.rules)} values={errorTextValues(root.config)} />
      </Text>
    ) : null;
  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate maxW="[32rem]" data-testid="profile-edit-form">
      <Stack gap="4">
        {rules.fields.map((field) =>
          field === 'phone' ? (
            <Stack key={field} gap="2">
              <PhoneField
                countries={countries}
                countryCode={countryCode}
                onCountry={setCountryCode}
                number={values.phone ?? ''}
                onNumber={set('phone')}
                testId="profile-edit-phone"
              />
              {phoneChanged && !errors.phone ? (
                <Stack gap="2" data-testid="profile-edit-phone-code">
                  <Text fontSize="sm" color="brand.textMuted">
                    <FormattedMessage id={codeSent ? 'profile.edit.codeSent' : 'profile.edit.codeNeeded'} />
                  </Text>
                  <HStack gap="2" align="end">
                    {codeSent ? (
                      <TextField labelId="profile.edit.code" value={code} onChange={setCode} autoComplete="one-time-code" testId="profile-edit-code" />
                    ) : null}
                    <Button
                      type="button"
                      variant="outline"
                      borderRadius="button"
                      disabled={edit.sendingCode}
                      onClick={() => void edit.sendPhoneCode(values.phone ?? '')}
                      data-testid="profile-edit-send-code"
                    >
                      <FormattedMessage id={codeSent ? 'profile.edit.sendCodeAgain' : 'profile.edit.sendCode'} />
                    </Button>
                  </HStack>
                  <FailureText failure={edit.codeFailure} whereId="profile.where.phoneCode" />
                </Stack>
              ) : null}
              {refusalAt(field)}
            </Stack>
          ) : (
            <Stack key={field} gap="1">
              <TextField
                labelId={LABELS[field]}
                value={values[field] ?? ''}
                onChange={set(field)}
                type={field === 'birthday' ? 'date' : 'text'}
                autoComplete={AUTOCOMPLETE[field]}
                invalid={Boolean(touched[field] && errors[field])}
                error={errors[field] ? <FormattedMessage id={errors[field]} values={{ age: rules.minAge }} /> : null}
                testId={`profile-edit-${field}`}
              />
              {refusalAt(field)}
            </Stack>
          ),
        )}
        <Text fontSize="sm" color="brand.textMuted">
          <FormattedMessage id="profile.edit.emailFixed" />
        </Text>
        {edit.refusal && !edit.refusal.field ? <FailureText failure={edit.refusal.failure} whereId="profile.where.edit" /> : null}
        <HStack gap="3">
          <PrimaryButton type="submit" disabled={disabled} loading={edit.saving} data-testid="profile-edit-submit">
            <FormattedMessage id="profile.edit.submit" />
          </PrimaryButton>
          <Button type="button" variant="outline" borderRadius="button" onClick={onDone} data-testid="profile-edit-cancel">
            <FormattedMessage id="profile.edit.cancel" />
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
});

/** The personal fields the user-info grid does not list (birth date, city, address) when the brand lets a player keep them. */
const EXTRA: readonly EditableField[] = ['birthday', 'city', 'address'];

/**
 * The user-info section's personal data a player may change: the values the grid above does not show and an
 * Edit button that opens the form (none when the brand has no editable field).
 */
export const ProfileEditSection = observer(function ProfileEditSection({ profile }: { profile: ProfileStore }) {
  const [open, setOpen] = useState(false);
  const rules = profile.edit.rules;
  if (!rules || rules.fields.length === 0) return null;
  const p = profile.personal;
  const value: Record<EditableField, string> = {
    first_name: p.firstName,
    last_name: p.lastName,
    birthday: p.birthday,
    city: p.city,
    address: p.address,
    phone: p.phone,
  };
  const extra = EXTRA.filter((f) => rules.fields.includes(f));
  return (
    <Stack gap="4">
      {extra.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="profile-personal">
          {extra.map((f) => (
            <Field key={f} labelId={LABELS[f]} testId={`profile-personal-${f}`}>
              {value[f] === '' ? '—' : f === 'birthday' ? <DateCell value={value[f]} /> : value[f]}
            </Field>
          ))}
        </SimpleGrid>
      ) : null}
      {open ? (
        <ProfileEditForm profile={profile} onDone={() => setOpen(false)} />
      ) : (
        <Button
          alignSelf="start"
          variant="outline"
          borderRadius="button"
          disabled={!profile.loaded}
          onClick={() => setOpen(true)}
          data-testid="profile-edit-open"
        >
          <FormattedMessage id="profile.edit.open" />
        </Button>
      )}
    </Stack>
  );
});
