import torch
import torch.nn as nn


class GradReverse(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, lam):
        ctx.lam = lam
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad_out):
        return -ctx.lam * grad_out, None


class PuckEncoder(nn.Module):
    def __init__(self, in_dim, feat_dim):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, 64), nn.ReLU(inplace=True), nn.Linear(64, feat_dim), nn.ReLU())

    def forward(self, x):
        return self.net(x)


class ShotHeads(nn.Module):
    """Shot time (regression) and channeling (logit), with learned homoscedastic task weights."""

    def __init__(self, feat_dim):
        super().__init__()
        self.time = nn.Linear(feat_dim, 1)
        self.channel = nn.Linear(feat_dim, 1)
        self.log_var = nn.Parameter(torch.zeros(2))

    def forward(self, f):
        return {"time": self.time(f).squeeze(-1), "channel": self.channel(f).squeeze(-1)}


class GrinderDiscriminator(nn.Module):
    def __init__(self, feat_dim):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(feat_dim, 32), nn.LeakyReLU(0.2), nn.Linear(32, 1))

    def forward(self, f, reverse_lambda=None):
        if reverse_lambda is not None:
            f = GradReverse.apply(f, reverse_lambda)
        return self.net(f).squeeze(-1)
