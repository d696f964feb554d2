"""Feature encoder, depth regressor and domain critic."""
from torch import nn


def encoder(args):
    return nn.Sequential(nn.Linear(6, 64), nn.ReLU(), nn.Linear(64, args.feat_dim), nn.ReLU())


def regressor(args):
    return nn.Sequential(nn.Linear(args.feat_dim, 16), nn.ReLU(), nn.Linear(16, 1))


def critic(args):
    return nn.Sequential(nn.Linear(args.feat_dim, args.critic_hidden), nn.LeakyReLU(0.2),
                         nn.Linear(args.critic_hidden, 1))
