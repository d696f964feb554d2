import torch
from torch import nn


class TrialScorer(nn.Module):
    def __init__(self, n_dogs, n_handlers, n_conditions, dog_dim=6, handler_dim=2, width=48):
        super().__init__()
        self.dogs = nn.Embedding(n_dogs, dog_dim)
        self.handlers = nn.Embedding(n_handlers, handler_dim)
        self.net = nn.Sequential(
            nn.Linear(dog_dim + handler_dim + n_conditions, width), nn.SiLU(),
            nn.Linear(width, 1),
        )
        nn.init.normal_(self.dogs.weight, std=0.1)
        nn.init.normal_(self.handlers.weight, std=0.1)

    def forward(self, dog, handler, cond):
        z = torch.cat([self.dogs(dog), self.handlers(handler), cond], dim=1)
        return 70.0 + 10.0 * self.net(z).squeeze(-1)
