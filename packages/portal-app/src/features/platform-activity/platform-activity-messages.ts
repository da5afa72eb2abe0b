import { defineMessage, defineMessages } from 'react-intl';

export const platformActivityMessages = defineMessages({
  intro: {
    id: 'admin.activity.intro',
    defaultMessage: 'What happened across the platform: in every company and in private accounts, newest first.',
  },
  empty: { id: 'admin.activity.empty', defaultMessage: 'Nothing has happened on the platform yet.' },
  clearFilter: { id: 'admin.activity.clearFilter', defaultMessage: 'Remove filter' },
  unknownName: { id: 'admin.activity.unknownName', defaultMessage: 'no longer known' },
});

/** A removable filter chip: "Person: Nora Lind". */
export const activeFilterMessage = defineMessage<{ filter: string; name: string }>({
  id: 'admin.activity.activeFilter',
  defaultMessage: '{filter}: {name}',
});

export const filterNames = defineMessages({
  actor: { id: 'admin.activity.filter.actor', defaultMessage: 'Person' },
  company: { id: 'admin.activity.filter.company', defaultMessage: 'Company' },
  target: { id: 'admin.activity.filter.target', defaultMessage: 'Concerning' },
});

export const removeFilterMessage = defineMessage<{ filter: string }>({
  id: 'admin.activity.removeFilter',
  defaultMessage: 'Remove the filter {filter}',
});
