import torch.nn as nn


def make_model(args, in_dim):
    return nn.Sequential(
        nn.Linear(in_dim, args.width),
        nn.SiLU(),
        nn.Linear(args.width, args.width),
        nn.SiLU(),
        nn.Linear(args.width, 1),
    )
