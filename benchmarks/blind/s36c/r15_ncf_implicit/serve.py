import torch


def recommend(model, user, n_items, exclude, top_k=5):
    model.eval()
    items = torch.arange(n_items)
    scores = model(torch.full_like(items, user), items)
    scores[list(exclude)] = float("-inf")
    return torch.topk(scores, top_k).indices.tolist()
