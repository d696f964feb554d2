"""Generator (latent -> envelope) and critic (envelope -> realness logit)."""
import torch
from torch import nn


class EnvelopeGenerator(nn.Module):
    def __init__(self, z_dim: int = 16, width: int = 32, length: int = 64):
        super().__init__()
        self.width, self.base = width, length // 8
        self.fc = nn.Linear(z_dim, width * self.base)
        up = lambda cin, cout: [nn.Upsample(scale_factor=2), nn.Conv1d(cin, cout, 5, padding=2),
                                nn.BatchNorm1d(cout), nn.LeakyReLU(0.2)]
        self.body = nn.Sequential(*up(width, width), *up(width, width // 2), *up(width // 2, width // 2),
                                  nn.Conv1d(width // 2, 1, 5, padding=2), nn.Tanh())

    def forward(self, z: torch.Tensor) -> torch.Tensor:
        return self.body(self.fc(z).view(-1, self.width, self.base))


class EnvelopeCritic(nn.Module):
    def __init__(self, width: int = 32, length: int = 64):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(1, width // 2, 5, stride=2, padding=2), nn.LeakyReLU(0.2),
            nn.Conv1d(width // 2, width, 5, stride=2, padding=2), nn.LeakyReLU(0.2),
            nn.Conv1d(width, width, 5, stride=2, padding=2), nn.LeakyReLU(0.2),
            nn.Flatten(), nn.Linear(width * length // 8, 1),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.body(x).squeeze(-1)


def init_state(cfg: dict) -> dict:
    gen = EnvelopeGenerator(cfg["z_dim"], cfg["width"], cfg["length"])
    critic = EnvelopeCritic(cfg["width"], cfg["length"])
    adam = lambda params: torch.optim.Adam(params, lr=cfg["lr"], betas=(0.5, 0.999))
    return {"gen": gen, "critic": critic, "opt_gen": adam(gen.parameters()),
            "opt_critic": adam(critic.parameters()), "step": 0}
