"""A pitfall whose site is in a project file that is not analysed on its own (it never names
torch or the autograd API: `targets.py` computing `bootstrap_net(batch["next_obs"])` for a DQN
learner whose target network is bound by `partial`) is reported where this file's evidence is
(the learner's backward), with its site as the first link; the runtime confirms it there (s39b
f03, a missed AGL001). A site in a file that is analysed is left to that file's own run."""
from autograd_lint import lint_paths

TARGETS = '''
def td_targets(batch, *, bootstrap_net, gamma):
    next_q = bootstrap_net(batch["next_obs"]).max(dim=-1).values
    return batch["reward"] + gamma * (1.0 - batch["done"]) * next_q
'''

LEARNER = '''
import copy
from functools import partial

import torch
import torch.nn as nn
import torch.nn.functional as F

from .targets import td_targets


class Learner:
    def __init__(self, obs_dim, n_actions, gamma=0.99):
        self.q = nn.Sequential(nn.Linear(obs_dim, 32), nn.ReLU(), nn.Linear(32, n_actions))
        self.q_target = copy.deepcopy(self.q)
        self.opt = torch.optim.Adam(self.q.parameters(), lr=1e-3)
        self.target_fn = partial(td_targets, bootstrap_net=self.q_target, gamma=gamma)

    def update(self, batch):
        q_sa = self.q(batch["obs"]).gather(-1, batch["action"].unsqueeze(-1)).squeeze(-1)
        loss = F.smooth_l1_loss(q_sa, self.target_fn(batch))
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        return loss.item()
'''

TRAIN = '''
import torch

from .learner import Learner


def main():
    learner = Learner(4, 2)
    for _ in range(3):
        batch = {"obs": torch.randn(8, 4), "next_obs": torch.randn(8, 4),
                 "action": torch.randint(0, 2, (8,)), "reward": torch.randn(8),
                 "done": torch.zeros(8)}
        learner.update(batch)


main()
'''


def _lint(tmp_path, targets: str = TARGETS):
    package = tmp_path / "dqn"
    package.mkdir()
    for name, text in (("__init__.py", ""), ("targets.py", targets), ("learner.py", LEARNER),
                       ("train.py", TRAIN)):
        (package / name).write_text(text.lstrip())
    return lint_paths([str(tmp_path)]).findings


def test_a_site_in_a_file_with_no_torch_word_is_reported_at_the_backward(tmp_path):
    findings = _lint(tmp_path)
    assert [(f.path.rsplit("/", 1)[-1], f.line, f.code) for f in findings] == [
        ("learner.py", 22, "AGL001")]
    assert findings[0].related[0].line == 2 and findings[0].related[0].path.endswith("targets.py")
    assert findings[0].fix is None


def test_a_site_in_an_analysed_file_stays_there(tmp_path):
    # (the helper names torch: its own run reports the pitfall at its line, not the learner)
    analysed = "import torch\n" + TARGETS.lstrip()
    findings = _lint(tmp_path, analysed)
    assert all(f.path.rsplit("/", 1)[-1] != "learner.py" for f in findings)


def test_the_target_computed_without_grad_is_not_reported(tmp_path):
    quiet = TARGETS.replace(".max(dim=-1).values", ".detach().max(dim=-1).values")
    assert _lint(tmp_path, quiet) == []
