import torch.nn as nn


class InkFlowNet(nn.Module):
    def __init__(self, n_in, n_latent=8):
        super(InkFlowNet, self).__init__()
        self.encode = nn.Sequential(nn.Linear(n_in, 48), nn.Softplus(), nn.Linear(48, n_latent), nn.Softplus())
        self.regress = nn.Sequential(nn.Linear(n_latent, 16), nn.Softplus(), nn.Linear(16, 1))

    def forward(self, x):
        return self.regress(self.encode(x))
