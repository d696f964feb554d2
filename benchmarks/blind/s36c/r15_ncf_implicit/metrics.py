import torch


def score_candidates(model, users, candidates):
    n, k = candidates.shape
    return model(users[:, None].expand(n, k).reshape(-1), candidates.reshape(-1)).view(n, k)


def evaluate(model, users, candidates, k=10):
    """HR@k and NDCG@k where column 0 of `candidates` is the held-out item."""
    model.eval()
    scores = score_candidates(model, users, candidates)
    rank = (scores > scores[:, :1]).sum(dim=1)
    hits = rank < k
    ndcg = torch.where(hits, 1.0 / torch.log2(rank.float() + 2.0), torch.zeros(len(rank)))
    model.train()
    return hits.float().mean().item(), ndcg.mean().item()

