// The resource pages' registry entry (screenEntry.ts says why it has a module of its own).
import { ResourceScreen } from '../ResourceScreen/ResourceScreen';
import type { ScreenEntry } from './screenEntry';
import { title } from './screenEntry';

// spec §2 resources: a content page (IB pricing-booster); the route table redirects the rest
export const resourcesEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  render: (props) => <ResourceScreen resourceType={props.params.resourceType} {...title(props)} />,
};
