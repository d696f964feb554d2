"""Hit rate / NDCG at k, computed by hand."""
import torch


@torch.inference_mode()
def hit_ndcg(model, contexts, targets, k=10, mask=None):
    model.eval()
    top = model(contexts).topk(k, dim=1).indices
    model.train()
    hit = top == targets[:, None]
    if mask is not None:
        hit = hit[mask]
    rank = hit.float().argmax(dim=1).float()
    found = hit.any(dim=1)
    ndcg = torch.where(found, 1.0 / torch.log2(rank + 2.0), torch.zeros_like(rank))
    return found.float().mean().item(), ndcg.mean().item()
