"""`model.energy_func` of a model one of several branches built (`if cfg.kind == "toy": model =
ToyVAE(...) elif ...`): what each of those objects holds, a plain function given to their
`__init__` here, not a layer the analysis assumes (lim0606/pytorch-ardae-vae: a false AGL013 on
a heat map drawn from the prior's energy function). A layer each of them holds is still one."""
from autograd_lint import lint_paths

MODELS = '''
import sys

import numpy as np
import torch
import torch.nn as nn


def normal_energy(z):
    return 0.5 * (z ** 2).sum(dim=1)


class ToyVAE(nn.Module):
    def __init__(self, energy_func=normal_energy):
        super().__init__()
        self.head = nn.Linear(2, 2)
        self.energy_func = energy_func


class ConvVAE(nn.Module):
    def __init__(self, energy_func=normal_energy):
        super().__init__()
        self.head = nn.Linear(2, 2)
        self.energy_func = energy_func


def heat_map(energy_func):
    z = torch.from_numpy(np.random.randn(64, 2)).float()
    return torch.exp(-energy_func(z)).cpu().numpy()


if sys.argv[1] == "toy":
    model = ToyVAE()
else:
    model = ConvVAE()
image = heat_map(model.energy_func)
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "vis.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_function_each_model_holds_is_no_layer(tmp_path):
    assert _lint(tmp_path, MODELS) == []


def test_a_layer_each_model_holds_is_still_a_layer(tmp_path):
    text = MODELS.replace("image = heat_map(model.energy_func)", "image = heat_map(model.head)")
    assert _lint(tmp_path, text) == [(28, "AGL013")]
