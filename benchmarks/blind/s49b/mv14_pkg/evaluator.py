import torch


@torch.no_grad()
def recall_new_pools(model, seen, test, first_new, k=10):
    """Recall@k of held-out visits to newly mapped pools, ranking all pools for all surveyors."""
    ue, ie = model.propagate()
    scores = ue @ ie.T
    scores[seen[0], seen[1]] = float("-inf")
    top = scores.topk(k, dim=1).indices
    hit = (top[test[0]] == test[1].unsqueeze(1)).any(1).float().mean().item()
    new_share = (top >= first_new).float().mean().item()
    return hit, new_share
