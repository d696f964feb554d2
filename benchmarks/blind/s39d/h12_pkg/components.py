import torch
import torch.nn as nn


def mlp(i, o, h=64, out_act=None):
    layers = [nn.Linear(i, h), nn.SiLU(), nn.Linear(h, h), nn.SiLU(), nn.Linear(h, o)]
    if out_act is not None:
        layers.append(out_act)
    return nn.Sequential(*layers)


class DynamicsEnsemble(nn.Module):
    """K independent MLPs predicting (delta state, reward, done logit)."""

    def __init__(self, obs_dim, act_dim, k=3):
        super().__init__()
        self.members = nn.ModuleList(mlp(obs_dim + act_dim, obs_dim + 2) for _ in range(k))

    def forward(self, s, a):
        x = torch.cat([s, a], -1)
        return torch.stack([m(x) for m in self.members])   # (K, B, obs+2)

    def sample_step(self, s, a):
        out = self(s, a)
        pick = torch.randint(0, out.size(0), (s.size(0),))
        out = out[pick, torch.arange(s.size(0))]
        return s + out[:, :-2], out[:, -2:-1], torch.sigmoid(out[:, -1:])


class QFunction(nn.Module):
    def __init__(self, obs_dim, act_dim):
        super().__init__()
        self.q = mlp(obs_dim + act_dim, 1)

    def forward(self, s, a):
        return self.q(torch.cat([s, a], -1))


def build_components(obs_dim, act_dim, cfg):
    nets = {
        "dynamics": DynamicsEnsemble(obs_dim, act_dim, cfg["ensemble"]),
        "policy": mlp(obs_dim, act_dim, out_act=nn.Tanh()),
        "q": QFunction(obs_dim, act_dim),
    }
    nets["q_target"] = QFunction(obs_dim, act_dim).requires_grad_(False)
    nets["q_target"].load_state_dict(nets["q"].state_dict())
    return nets
