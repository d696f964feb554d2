"""A `@contextmanager` that freezes the networks it is handed and restores their saved flags on
exit (`with frozen(world, critic):` around an actor update) leaves them trainable after the block:
the critic's own update that follows has a graph (no AGL018)."""
from autograd_lint import lint_paths

PROGRAM = '''
from contextlib import contextmanager

import torch
import torch.nn as nn
import torch.nn.functional as F


@contextmanager
def frozen(*modules):
    flags = [[p.requires_grad for p in m.parameters()] for m in modules]
    for m in modules:
        m.requires_grad_(False)
    try:
        yield
    finally:
        {restore}


world, actor, critic = nn.Linear(4, 4), nn.Linear(4, 4), nn.Linear(4, 1)
opt_actor = torch.optim.Adam(actor.parameters())
opt_critic = torch.optim.Adam(critic.parameters())
for _ in range(3):
    start = torch.randn(8, 4)
    with frozen(world, critic):
        states = world(actor(start))
        actor_loss = -critic(states).mean()
    opt_actor.zero_grad()
    actor_loss.backward()
    opt_actor.step()
    value_loss = F.mse_loss(critic(states.detach()), torch.zeros(8, 1))
    opt_critic.zero_grad()
    value_loss.backward()
    opt_critic.step()
'''

RESTORE = '''for m, saved in zip(modules, flags):
            for p, flag in zip(m.parameters(), saved):
                p.requires_grad_(flag)'''


def _lint(tmp_path, restore: str) -> list[tuple[int, str]]:
    path = tmp_path / "dreamer.py"
    path.write_text(PROGRAM.lstrip().replace("{restore}", restore))
    return [(f.line, f.code) for f in lint_paths([str(path)], jobs=1).findings]


def test_the_networks_are_trainable_again_after_the_block(tmp_path):
    assert _lint(tmp_path, RESTORE) == []


def test_without_the_restore_the_critic_stays_frozen(tmp_path):
    assert _lint(tmp_path, "pass") == [(32, "AGL018")]
