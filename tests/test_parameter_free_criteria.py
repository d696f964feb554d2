"""A criterion that holds no parameter, run on outputs computed under `torch.no_grad()`,
builds no graph: a home-made loss class whose `__init__` keeps only numbers and strings
(`alpha=1`, `reduction='mean'`, read in arithmetic), and a criterion that is either such a class
or a torch loss, chosen by a config string (the join of the two holds no parameter either)."""
from autograd_lint import lint_paths

PROGRAM = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class FocalLoss(nn.Module):
    def __init__(self, alpha=1, gamma=2, ignore_index=-100, reduction='mean'):
        super().__init__()
        self.alpha = alpha
        self.gamma = gamma
        self.ignore_index = ignore_index
        self.reduction = reduction

    def forward(self, logits, target):
        ce = F.cross_entropy(logits, target, ignore_index=self.ignore_index, reduction='none')
        focal = self.alpha * (1 - torch.exp(-ce)) ** self.gamma * ce
        return focal.mean() if self.reduction == 'mean' else focal.sum()


def build_criterion(cfg):
    if cfg["criterion"] == "ce":
        criterion = nn.CrossEntropyLoss(ignore_index=255)
    elif cfg["criterion"] == "focal":
        criterion = FocalLoss(alpha=cfg["alpha"], gamma=cfg["gamma"])
    else:
        raise NotImplementedError(cfg["criterion"])
    return criterion


def evaluate(net, batches, criterion):
    net.eval()
    total = torch.zeros(1)
    for images, targets in batches:
        with torch.no_grad():
            outputs = net(images)
        total += criterion(outputs, targets)
    return total


def train(net, batches, criterion, optimizer):
    net.train()
    for images, targets in batches:
        optimizer.zero_grad()
        loss = criterion(net(images), targets)
        loss.backward()
        optimizer.step()


if __name__ == "__main__":
    cfg = {"criterion": "focal", "alpha": 0.25, "gamma": 2.0}
    net = nn.Linear(6, 3)
    batches = [(torch.randn(4, 6), torch.randint(0, 3, (4,))) for _ in range(3)]
    criterion = {make}
    train(net, batches, criterion, torch.optim.SGD(net.parameters(), lr=0.1))
    print(evaluate(net, batches, criterion))
'''


def _lint(tmp_path, make: str) -> list[tuple[int, str]]:
    path = tmp_path / "seg.py"
    path.write_text(PROGRAM.lstrip().replace("{make}", make))
    return [(f.line, f.code) for f in lint_paths([str(path)], jobs=1).findings]


def test_a_criterion_of_either_class_builds_no_graph_on_outputs_made_without_grad(tmp_path):
    # (and the loss it makes in training is of unknown reduction: no AGL007)
    assert _lint(tmp_path, "build_criterion(cfg)") == []


def test_a_loss_class_keeping_numbers_holds_no_parameter(tmp_path):
    assert _lint(tmp_path, "FocalLoss(alpha=0.25)") == []


def test_a_learned_temperature_is_a_parameter_whatever_the_default(tmp_path):
    # (`nn.Parameter` passed for `alpha`: the criterion's graph over it is built with grad on)
    # (and the sum of its losses keeps those graphs)
    assert _lint(tmp_path, "FocalLoss(alpha=nn.Parameter(torch.ones(1)))") == \
        [(36, "AGL010"), (36, "AGL009")]
