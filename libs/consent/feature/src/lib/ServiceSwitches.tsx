import { Fieldset, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import {
  CONSENT_PURPOSE_ORDER,
  purposeMessages,
  serviceTitle,
  type ConsentMap,
  type ConsentServiceInfo,
} from '@portal/consent-data-access';
import { DescribedSwitch } from './DescribedSwitch';

/** Props of ServiceSwitches. */
export interface ServiceSwitchesProps {
  services: readonly ConsentServiceInfo[];
  selection: ConsentMap;
  onChange: (service: string, enabled: boolean) => void;
}

/** One fieldset per purpose that has services, in the configured order, a named switch per service. */
export function ServiceSwitches({ services, selection, onChange }: ServiceSwitchesProps) {
  const { i18n } = useLingui();
  const purposes = CONSENT_PURPOSE_ORDER.filter((purpose) => services.some((s) => s.purposes.includes(purpose)));
  return (
    <Stack gap="md">
      {purposes.map((purpose) => (
        <Fieldset
          key={purpose}
          variant="unstyled"
          legend={
            <Text component="span" fw={600}>
              {i18n._(purposeMessages[purpose].title)}
            </Text>
          }
        >
          <Text size="sm" c="gray.7" mb="xs">
            {i18n._(purposeMessages[purpose].description)}
          </Text>
          <Stack gap="sm">
            {services
              .filter((service) => service.purposes.includes(purpose))
              .map((service) => (
                <DescribedSwitch
                  key={service.name}
                  label={serviceTitle(i18n, service)}
                  description={i18n._(service.description)}
                  checked={service.required || (selection[service.name] ?? false)}
                  disabled={service.required}
                  onChange={(checked) => onChange(service.name, checked)}
                />
              ))}
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}
