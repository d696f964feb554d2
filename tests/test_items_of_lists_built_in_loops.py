"""A loop over lists built item by item in another loop (`all_log_pis.append(log_pi)` per
agent), with a backward per item: which graph nodes an item carries, and whether two items share
any, is not known, so an earlier item's backward is not taken for this one's freed graph. Items
known one by one (a literal list of two losses sharing a trunk) are still told apart."""
from autograd_lint import lint_paths

AGENTS = '''
import torch
import torch.nn as nn

policies = [nn.Linear(4, 3) for _ in range(3)]
optimizers = [torch.optim.Adam(p.parameters()) for p in policies]
for _ in range(2):
    obs = [torch.randn(8, 4) for _ in policies]
    all_log_pis = []
    for pi, ob in zip(policies, obs):
        all_log_pis.append(torch.log_softmax(pi(ob), dim=-1).max(dim=-1).values)
    for opt, log_pi in zip(optimizers, all_log_pis):
        loss = -log_pi.mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
'''

SHARED_TRUNK = '''
import torch
import torch.nn as nn

trunk, head_a, head_b = nn.Linear(4, 8), nn.Linear(8, 1), nn.Linear(8, 1)
params = [*trunk.parameters(), *head_a.parameters(), *head_b.parameters()]
opt = torch.optim.SGD(params, lr=0.1)
for _ in range(2):
    feat = torch.relu(trunk(torch.randn(5, 4)))
    opt.zero_grad()
    for loss in [head_a(feat).mean(), head_b(feat).mean()]:
        loss.backward()
    opt.step()
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return [(f.line, f.code) for f in lint_paths([str(path)], jobs=1).findings]


def test_one_backward_per_agent_over_lists_built_in_a_loop(tmp_path):
    assert _lint(tmp_path, AGENTS) == []


def test_known_items_sharing_a_trunk_are_still_reported(tmp_path):
    assert _lint(tmp_path, SHARED_TRUNK) == [(11, "AGL005")]
