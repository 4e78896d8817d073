import { Box, Group, Paper, SimpleGrid } from '@mantine/core';
import { useAuthApi } from '@portal/auth-data-access';
import { LanguageSwitch } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import classes from './AuthLayout.module.css';

/**
 * The sign-in pages' frame: the language switch (issue 13: a visitor picks theirs before signing
 * in), the form, and the opCo's image beside it from 800 px (spec §9).
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { opCo } = useAuthApi();
  return (
    <SimpleGrid cols={{ base: 1 }} className={classes.grid}>
      <Paper p={{ base: 'md', sm: 'xl' }} maw={480} w="100%" mx="auto">
        <Group justify="flex-end" mb="sm">
          <LanguageSwitch />
        </Group>
        {children}
      </Paper>
      <Box className={classes.image} style={{ backgroundImage: `url(/assets/opco/${opCo}/login.svg)` }} aria-hidden="true" />
    </SimpleGrid>
  );
}
