"""A method that nothing resolves a call to (its callers hold objects of unknown class: the
children of a network) runs in the grad mode of the calls of that name on such objects, seen in
the runs of the files importing it: a pretrained-weight loader that copies into parameters is
no AGL002 when every such call is made under another file's `torch.no_grad()`."""
from __future__ import annotations

from checkout_projects import findings, write_project

BLOCKS = """
    import torch
    import torch.nn as nn


    class Unit(nn.Module):
        def __init__(self, width):
            super().__init__()
            self.conv = nn.Conv2d(width, width, 3, padding=1)
            self.norm = nn.GroupNorm(4, width)

        def forward(self, x):
            return torch.relu(self.norm(self.conv(x))) + x

        def load_from(self, weights, prefix):
            self.conv.weight.copy_(torch.as_tensor(weights[prefix + "/kernel"]))
            self.norm.weight.copy_(torch.as_tensor(weights[prefix + "/scale"]))
"""

NETWORK = """
    import torch
    import torch.nn as nn

    from .blocks import Unit


    class Backbone(nn.Module):
        def __init__(self, width=8, depth=3):
            super().__init__()
            self.stem = nn.Conv2d(3, width, 3, padding=1)
            self.body = nn.Sequential(*[Unit(width) for _ in range(depth)])
            self.head = nn.Linear(width, 10)

        def forward(self, x):
            return self.head(self.body(self.stem(x)).mean((2, 3)))

        def load_from(self, weights):
            {guard}
                self.stem.weight.copy_(torch.as_tensor(weights["stem/kernel"]))
                for name, unit in self.body.named_children():
                    unit.load_from(weights, "block" + name)
"""

TRAIN = """
    import numpy as np
    import torch
    import torch.nn.functional as F

    from models.network import Backbone


    def main():
        model = Backbone()
        model.load_from(np.load("weights.npz"))
        optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
        for _ in range(10):
            x, y = torch.randn(4, 3, 16, 16), torch.randint(0, 10, (4,))
            loss = F.cross_entropy(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()


    if __name__ == "__main__":
        main()
"""


def _project(tmp_path, guard: str):
    write_project(tmp_path, {
        "models/__init__.py": "",
        "models/blocks.py": BLOCKS,
        "models/network.py": NETWORK.replace("{guard}", guard),
        "train.py": TRAIN,
    })
    return {(name, code) for name, _, code in findings(tmp_path)}


def test_loader_called_under_another_files_no_grad_is_silent(tmp_path):
    assert _project(tmp_path, "with torch.no_grad():") == set()


def test_loader_called_with_grad_on_is_reported(tmp_path):
    # the same calls with grad on: every copy_ into a parameter is an in-place edit of a leaf
    found = _project(tmp_path, "if True:")
    assert ("blocks.py", "AGL002") in found and ("network.py", "AGL002") in found
