"""A state dict written `{MODEL_KEY: model, PARAMS_KEY: params}` (keys named by module-level
constants) is a mapping read by key, not a list of parameters: what is later stored under
another key (numpy arrays of logged losses) is not taken for a parameter that requires grad
(no AGL013)."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PROGRAM = """
import numpy as np
import torch
import torch.nn as nn

MODEL_KEY, PARAMS_KEY, LOG_KEY = "model", "params", "activation_log"


def train(model, batches):
    state = {MODEL_KEY: model, PARAMS_KEY: list(model.parameters())}
    opt = torch.optim.SGD(state[PARAMS_KEY], lr=0.1)
    losses = []
    for x, y in batches:
        loss = nn.functional.mse_loss(state[MODEL_KEY](x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    state[LOG_KEY] = {"loss": np.array(losses)}
    stats = state[LOG_KEY]
    {use}
    return np.mean(stats["loss"])


model = nn.Linear(4, 1)
print(train(model, [(torch.randn(8, 4), torch.randn(8, 1)) for _ in range(3)]))
"""


def codes(use: str) -> list[str]:
    source = textwrap.dedent(PROGRAM.replace("{use}", use))
    return [f.code for f in lint_source(source, "train.py")]


def test_logged_numbers_in_a_keyed_state_are_no_parameter():
    assert codes("pass") == []
