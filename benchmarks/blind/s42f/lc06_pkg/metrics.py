"""NDCG@k with exponential gains, computed by hand."""
import torch


@torch.no_grad()
def ndcg_at_k(model, slates, k=5):
    model.eval()
    scores = model(slates)
    model.train()
    gains = 2.0 ** slates["grades"] - 1.0
    discounts = 1.0 / torch.log2(torch.arange(k, dtype=torch.float32) + 2.0)
    picked = gains.gather(1, scores.topk(k, dim=1).indices)
    ideal = gains.topk(k, dim=1).values
    dcg, idcg = (picked * discounts).sum(1), (ideal * discounts).sum(1)
    valid = idcg > 0
    return (dcg[valid] / idcg[valid]).mean().item()
