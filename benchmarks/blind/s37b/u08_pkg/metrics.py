import torch


def recall_at_k(model, users, items, k=10, chunk=256):
    """Full-corpus recall@k: each user's positive item must rank in the top-k of all items."""
    item_vecs = model.item(items)
    hits = 0
    for start in range(0, users.size(0), chunk):
        user_vecs = model.user(users[start:start + chunk])
        scores = user_vecs @ item_vecs.t()
        topk = scores.topk(k, dim=1).indices
        target = torch.arange(start, start + user_vecs.size(0)).unsqueeze(1)
        hits += (topk == target).any(dim=1).sum().item()
    return hits / users.size(0)
