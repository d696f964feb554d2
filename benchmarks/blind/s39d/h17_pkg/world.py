import torch
import torch.nn as nn


class ArmWorldModel(nn.Module):
    """Recurrent latent dynamics: h_{t+1} = GRU(h_t, [o_t, a_t]); decoder predicts o_{t+1}."""

    def __init__(self, obs_dim=6, act_dim=2, hidden=64):
        super().__init__()
        self.embed = nn.Linear(obs_dim + act_dim, hidden)
        self.cell = nn.GRUCell(hidden, hidden)
        self.decode = nn.Sequential(nn.Linear(hidden, hidden), nn.ELU(), nn.Linear(hidden, obs_dim))
        self.hidden = hidden

    def initial_state(self, batch):
        return torch.zeros(batch, self.hidden)

    def forward(self, obs, act, h):
        preds = []
        for t in range(obs.size(1)):
            h = self.cell(torch.relu(self.embed(torch.cat([obs[:, t], act[:, t]], -1))), h)
            preds.append(obs[:, t] + self.decode(h))
        return torch.stack(preds, 1), h


class InverseDynamics(nn.Module):
    """Auxiliary model: which torque explains the transition o_t -> o_{t+1}?"""

    def __init__(self, obs_dim=6, act_dim=2, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2 * obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, act_dim))

    def forward(self, o, o_next):
        return self.net(torch.cat([o, o_next], -1))
