// `@avios/react/testing`: a fake SDK instance for an integrator's component tests under
// Vitest (docs/react.md "Tests"): the real error store, context store and query factories;
// session, API, content and checkout controller are in-memory fakes whose methods are
// `vi.fn()` mocks. Pass it to `<AviosProvider avios={…}>`.
export { BALANCE, createFakeAvios } from './fakeAvios';
export type { FakeAvios, FakeAviosOptions, FakeCheckout } from './fakeAvios';
export { CONTENT } from './content';
