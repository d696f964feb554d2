from torch import nn


class RecipeNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, width), nn.Mish(), nn.Linear(width, width),
                                  nn.Mish(), nn.Linear(width, 1))

    def forward(self, recipe):
        return self.body(recipe).squeeze(1)
