import torch

from .fit import predictive


def mutual_information(draws):
    def h(p):
        p = p.clamp(1e-6, 1 - 1e-6)
        return -(p * p.log() + (1 - p) * (1 - p).log())
    return h(draws.mean(0)) - h(draws).mean(0)


def nests_to_visit(net, pool_x, candidates, k):
    scores = mutual_information(predictive(net, pool_x[candidates]))
    return candidates[scores.topk(k).indices]
