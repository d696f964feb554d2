from torch import nn


def mlp(n_in, n_out, width=64):
    return nn.Sequential(
        nn.Linear(n_in, width),
        nn.Tanh(),
        nn.Linear(width, width),
        nn.Tanh(),
        nn.Linear(width, n_out),
    )


class PolicyNet(nn.Module):
    def __init__(self, n_obs, n_actions):
        super().__init__()
        self.body = mlp(n_obs, n_actions)

    def forward(self, obs):
        return self.body(obs)


class ValueNet(nn.Module):
    def __init__(self, n_obs):
        super().__init__()
        self.body = mlp(n_obs, 1)

    def forward(self, obs):
        return self.body(obs).squeeze(-1)
