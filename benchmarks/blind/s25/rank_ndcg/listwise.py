import torch


def positions(scores):
    """1-based rank of every document when each query's list is sorted by score."""
    return scores.argsort(dim=-1, descending=True).argsort(dim=-1).float() + 1


def ndcg_at(scores, relevance, k=10):
    gains = 2.0 ** relevance - 1
    place = positions(scores)
    dcg = (gains / torch.log2(place + 1) * (place <= k)).sum(dim=-1)
    ideal_gains = gains.sort(dim=-1, descending=True).values[..., :k]
    ideal = (ideal_gains / torch.log2(torch.arange(2, k + 2, dtype=gains.dtype))).sum(dim=-1)
    return dcg / ideal.clamp(min=1e-9)


def ndcg_regret(scores, relevance, k=10):
    """1 - NDCG@k averaged over the queries of the batch."""
    return (1.0 - ndcg_at(scores, relevance, k)).mean()
