import torch
from torch import nn

from .farms import COVARIATES


class LiceForecaster(nn.Module):
    """GRU over weeks; one head for next week's mean count (log rate), one for whether the
    trigger will be exceeded two weeks ahead."""

    def __init__(self, hidden=48):
        super().__init__()
        self.gru = nn.GRU(len(COVARIATES) + 1, hidden, batch_first=True)
        self.rate = nn.Linear(hidden, 1)
        self.trigger = nn.Linear(hidden, 1)

    def forward(self, covariates, lice, state=None):
        inputs = torch.cat([covariates, torch.log1p(lice)[..., None]], dim=-1)
        features, state = self.gru(inputs, state)
        return self.rate(features).squeeze(-1), self.trigger(features).squeeze(-1), state


def carry(state):
    """Keep the hidden state's value across windows but not its history."""
    return None if state is None else state.detach()
