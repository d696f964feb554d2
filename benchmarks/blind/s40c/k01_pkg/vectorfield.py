import torch
import torch.nn as nn


class GlucoseVectorField(nn.Module):
    """dz/dt = f(z, u) for a 2-d latent state z = (glucose [mmol/L], remote insulin action).

    The first state is anchored to measured glucose, the second is latent.
    Time is measured in minutes, so the outputs are small; `rate_scale` keeps
    the raw network output O(1).
    """

    def __init__(self, n_state=2, n_input=2, width=32, rate_scale=0.05):
        super().__init__()
        self.rate_scale = rate_scale
        self.mlp = nn.Sequential(
            nn.Linear(n_state + n_input, width),
            nn.Tanh(),
            nn.Linear(width, width),
            nn.Tanh(),
            nn.Linear(width, n_state),
        )
        # start close to "nothing happens"
        nn.init.zeros_(self.mlp[-1].bias)
        nn.init.normal_(self.mlp[-1].weight, std=1e-2)

    def forward(self, z, u):
        # a linear leak towards a basal level keeps the untrained model stable
        leak = torch.stack([-(z[:, 0] - 5.5) * 0.02, -z[:, 1] * 0.02], dim=-1)
        return leak + self.rate_scale * self.mlp(torch.cat([z, u], dim=-1))
