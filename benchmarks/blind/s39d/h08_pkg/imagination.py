from contextlib import contextmanager

import torch


@contextmanager
def frozen(*modules):
    """Temporarily stop gradients from being accumulated into the given modules' weights."""
    flags = [[p.requires_grad for p in m.parameters()] for m in modules]
    for m in modules:
        m.requires_grad_(False)
    try:
        yield
    finally:
        for m, fl in zip(modules, flags):
            for p, f in zip(m.parameters(), fl):
                p.requires_grad_(f)


def imagine(world, actor, start, horizon):
    """Roll the actor out inside the learned model; differentiable w.r.t. the actor."""
    states, rewards = [start], []
    s = start
    for _ in range(horizon):
        s, r = world(s, actor(s))
        states.append(s)
        rewards.append(r)
    return torch.stack(states), torch.stack(rewards)


def lambda_returns(rewards, values, gamma, lam):
    # rewards: (H, B, 1), values: (H + 1, B, 1)
    out, last = [], values[-1]
    for t in reversed(range(rewards.size(0))):
        last = rewards[t] + gamma * ((1 - lam) * values[t + 1] + lam * last)
        out.append(last)
    return torch.stack(out[::-1])
