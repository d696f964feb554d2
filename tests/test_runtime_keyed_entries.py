"""An entry read by a key known only at run time (`losses[t.name]`) of an entry of an unknown
call's output may be another entry each time: the part of that call it stands for is only maybe
shared (HenryZhou19/Pytorch-Template's `loss_dict[f"loss_{opt.root_module_name}"]` per optimizer
was a false AGL005). Entries computed by ops the analysis saw, over a shared trunk, still share
it: one backward per entry frees the trunk for the next (s36b q06)."""
from autograd_lint import lint_paths

SHARED_TRUNK = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class Task:
    def __init__(self, name, weight):
        self.name, self.weight = name, weight


def train(trunk, heads, tasks, batches):
    opt = torch.optim.Adam(list(trunk.parameters()) + list(heads.parameters()))
    for x, y in batches:
        h = trunk(x)
        losses = {t.name: F.mse_loss(heads[t.name](h), y) for t in tasks}
        opt.zero_grad()
        for t in tasks:
            (t.weight * losses[t.name]).backward()
        opt.step()


tasks = [Task("a", 1.0), Task("b", 0.5)]
train(nn.Linear(4, 8), nn.ModuleDict({"a": nn.Linear(8, 1), "b": nn.Linear(8, 1)}), tasks,
      [(torch.randn(8, 4), torch.randn(8, 1)) for _ in range(3)])
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "train.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_entries_over_a_shared_trunk_are_still_reported(tmp_path):
    assert _lint(tmp_path, SHARED_TRUNK) == [(18, "AGL005")]
