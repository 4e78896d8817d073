import { routingState } from '@portal/shell-data-access';
import { down, flush, startLifecycle, up } from '@portal/shell-data-access/testing';
import { describe, expect, it, vi } from 'vitest';
import { followLifecycle } from './follow-lifecycle';

describe('the router follows the lifecycle', () => {
  it('re-runs the guards when the app signs in, and not for the hourly rights reload', async () => {
    const { actor, advance } = startLifecycle({ signedIn: false });
    await flush();
    const router = { invalidate: vi.fn(async () => undefined) };
    followLifecycle(actor as never, router);
    expect(routingState(actor.getSnapshot() as never)).toBe('signedOut');

    actor.send({ type: 'session.signedIn' });
    await flush();
    expect(routingState(actor.getSnapshot() as never)).toBe('ready');
    const afterSignIn = router.invalidate.mock.calls.length;
    expect(afterSignIn).toBeGreaterThan(0);

    await advance(3_600_000);
    expect(router.invalidate).toHaveBeenCalledTimes(afterSignIn);
  });

  it('re-runs the guards when maintenance begins and ends', async () => {
    let availability = up;
    const { actor, advance } = startLifecycle({ availability: () => availability });
    await flush();
    const router = { invalidate: vi.fn(async () => undefined) };
    followLifecycle(actor as never, router);
    availability = down;
    await advance(3_600_000);
    expect(routingState(actor.getSnapshot() as never)).toBe('maintenance');
    expect(router.invalidate).toHaveBeenCalledTimes(1);
    availability = up;
    await advance(5_000);
    await flush();
    expect(routingState(actor.getSnapshot() as never)).toBe('ready');
    expect(router.invalidate.mock.calls.length).toBeGreaterThan(1);
  });
});
