import torch


@torch.no_grad()
def recall_at_k(model, train_pairs, test_pairs, k=10):
    model.eval()
    scores = model.all_scores()
    tu, ti = train_pairs
    scores[tu, ti] = float("-inf")
    top = scores.topk(k, dim=1).indices
    hits = torch.zeros(scores.shape[0])
    counts = torch.zeros(scores.shape[0])
    eu, ei = test_pairs
    for u, i in zip(eu.tolist(), ei.tolist()):
        counts[u] += 1
        hits[u] += float((top[u] == i).any())
    mask = counts > 0
    model.train()
    return (hits[mask] / counts[mask]).mean().item()
