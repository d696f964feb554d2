"""Leave-last-out ranking metrics over the full event catalogue."""
import torch


def evaluate_ndcg(model, fan_ids, held_event, seen, k=10):
    model.eval()
    scores = model.score_all(fan_ids)
    scores = scores.masked_fill(seen[fan_ids], float("-inf"))
    top = scores.topk(k, dim=1).indices
    hit = top == held_event[:, None]
    rank = hit.float().argmax(dim=1).float()
    ndcg = torch.where(hit.any(dim=1), 1.0 / torch.log2(rank + 2.0), torch.zeros_like(rank))
    model.train()
    return {"ndcg@10": ndcg.mean().item(), "hit@10": hit.any(dim=1).float().mean().item()}
