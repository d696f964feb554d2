import torch
import torch.nn as nn


def _member(n_in, n_out, hidden):
    return nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(),
                         nn.Linear(hidden, hidden), nn.ReLU(),
                         nn.Linear(hidden, n_out))


class StrandingCommittee(nn.Module):
    def __init__(self, n_in, n_out, size=5, hidden=32):
        super().__init__()
        self.members = nn.ModuleList(_member(n_in, n_out, hidden) for _ in range(size))

    def __len__(self):
        return len(self.members)

    @torch.no_grad()
    def probabilities(self, x):
        return torch.stack([m(x).softmax(-1) for m in self.members])
