import copy

import torch
import torch.nn as nn

from .data import MATERIALS


class MaterialPrompted(nn.Module):
    """Frozen DriftRNN + a learned initial state per rod material and a re-tuned rate head."""

    def __init__(self, rnn):
        super().__init__()
        self.rnn = rnn.requires_grad_(False)
        self.h0 = nn.ParameterList(nn.Parameter(torch.zeros(rnn.hidden)) for _ in MATERIALS)
        self.heads = nn.ModuleDict({"rate": copy.deepcopy(rnn.head).requires_grad_(True)})

    def run(self, seq, static, h, material):
        return self.rnn.run(seq, static, h, head=self.heads["rate"])

    def initial_state(self, batch, material):
        return self.h0[material].expand(batch, -1)

    def rollout(self, seq, static, material):
        return self.run(seq, static, self.initial_state(seq.shape[0], material), material)[0]
