import torch


@torch.no_grad()
def recall_at(ranker, train, test, n_spots, k=10):
    every = torch.arange(n_spots)
    scores = ranker.flyer.weight @ ranker.spot_vec(every).T
    scores[train[0], train[1]] = float("-inf")
    top = scores.topk(k, dim=1).indices
    hit = (top[test[0]] == test[1].unsqueeze(1)).any(dim=1).float()
    per_user = torch.zeros(scores.shape[0]).index_add_(0, test[0], hit)
    count = torch.zeros(scores.shape[0]).index_add_(0, test[0], torch.ones_like(hit))
    keep = count > 0
    return (per_user[keep] / count[keep]).mean().item()
