import torch
import torch.nn.functional as F


def predict_mc(net, x, passes=25):
    """MC-dropout predictive: dropout stays on, average `passes` stochastic softmaxes."""
    net.train()
    stacked = torch.stack([F.softmax(net(x), dim=-1) for _ in range(passes)])
    return stacked.mean(0), stacked
