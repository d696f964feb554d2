import torch

from .predict import predict_mc


def variation_ratio(stacked):
    votes = stacked.argmax(-1)                      # (passes, n)
    mode_count = torch.mode(votes, dim=0).values
    agree = (votes == mode_count.unsqueeze(0)).float().mean(0)
    return 1.0 - agree


def choose_frames(net, pool_x, budget, passes=25):
    _, stacked = predict_mc(net, pool_x, passes)
    return variation_ratio(stacked).topk(budget).indices
