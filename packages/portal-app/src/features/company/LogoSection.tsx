import { companyEndpoints, squareImageRules, type Company } from '@eventsuite/api-contract';
import { AvatarUpload } from '@eventsuite/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { avatarUrlOf } from '../../api/avatar-url';
import { callEndpoint } from '../../api/client';
import { useSquareImageUpload } from '../../forms/use-square-image-upload';
import * as styles from '../../layout/Sections.css';
import { companyMessages, logoHintMessage, logoPictureMessage } from './company-messages';

/** The company's logo: the avatar's rules and flow (spec §5), on the company's endpoints. */
export function LogoSection({ company, onChanged }: { company: Company; onChanged: (company: Company) => void }) {
  const intl = useIntl();
  const params = { company: company.id };
  const { busy, error, uploadFile, removeFile } = useSquareImageUpload({
    refusals: { type: 'logo_type', dimensions: 'logo_dimensions' },
    upload: async (formData) => (await callEndpoint(companyEndpoints.uploadCompanyLogo, { params, formData })).data,
    remove: async () => (await callEndpoint(companyEndpoints.deleteCompanyLogo, { params })).data,
    onChanged,
  });
  const words = company.name.trim().split(/\s+/);

  return (
    <section className={styles.section} aria-labelledby="company-logo-heading">
      <h2 id="company-logo-heading" className={styles.sectionHeading}>
        <FormattedMessage {...companyMessages.logoHeading} />
      </h2>
      <AvatarUpload
        src={avatarUrlOf(company.avatar)}
        firstName={words[0]}
        lastName={words.length > 1 ? words[1] : undefined}
        pictureLabel={intl.formatMessage(logoPictureMessage, { name: company.name })}
        uploadLabel={intl.formatMessage(companyMessages.logoUpload)}
        removeLabel={intl.formatMessage(companyMessages.logoRemove)}
        accept={squareImageRules.mimeTypes.join(',')}
        hint={intl.formatMessage(logoHintMessage, { minSide: squareImageRules.minSidePixels })}
        error={error}
        busy={busy}
        onFileSelected={(file) => void uploadFile(file)}
        onRemove={() => void removeFile()}
      />
    </section>
  );
}
