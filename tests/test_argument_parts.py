"""A function that calls parts of what it is handed (`g, d = generator.net, critic.net`, then
`d(g(z))`) builds its callers' graphs: the scripts that call it are run for it, so a GAN round
in its own module, updating through a method of a third module's class, is seen (AGL001)."""
import os
import textwrap

from autograd_lint import lint_paths

GAME = '''
import torch


def play_round(generator, critic, real):
    g, d = generator.net, critic.net
    fake = g(torch.randn(len(real), 4))
    d_loss = d(real).mean() - d(FAKE).mean()
    critic.update(d_loss)
    g_loss = -d(g(torch.randn(len(real), 4))).mean()
    generator.update(g_loss)
'''

PLAYERS = '''
from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Player:
    net: nn.Module
    optimizer: torch.optim.Optimizer

    def update(self, loss):
        loss.backward()
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)


def make_player(net, lr):
    return Player(net, torch.optim.Adam(net.parameters(), lr=lr))
'''

TRAIN = '''
import torch
import torch.nn as nn

from game import play_round
from players import make_player


def main():
    generator = make_player(nn.Linear(4, 8), 1e-3)
    critic = make_player(nn.Linear(8, 1), 1e-3)
    for real in [torch.randn(16, 8) for _ in range(3)]:
        play_round(generator, critic, real)


if __name__ == "__main__":
    main()
'''


def findings(tmp_path, fake: str):
    for name, text in (("game.py", GAME.replace("FAKE", fake)), ("players.py", PLAYERS),
                       ("train.py", TRAIN)):
        (tmp_path / name).write_text(textwrap.dedent(text))
    result = lint_paths([str(tmp_path)])
    return sorted((os.path.basename(f.path), f.line, f.code) for f in result.findings)


def test_fakes_reaching_the_critic_update_through_parts_are_reported(tmp_path):
    assert findings(tmp_path, "fake") == [("game.py", 8, "AGL001")]


def test_detached_fakes_are_fine(tmp_path):
    assert findings(tmp_path, "fake.detach()") == []
